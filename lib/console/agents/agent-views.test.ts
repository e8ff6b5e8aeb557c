import { describe, expect, it } from "vitest";

import { AgentApiError } from "@/lib/agent-api/errors";
import type { AgentResponse } from "@/lib/schemas/agent-api/agents";
import { agentDetail, agentSummary, type AgentSummary } from "@/lib/schemas/console/agents";

import { agentKeyStatus, agentsToList, describeFailure, sortAgentSummaries, toAgentDetail, toAgentSummary } from "./agent-views";
import { ConsoleRouteError } from "../route/route-error";

const agentId = "8c1f4b6a-2d3e-4f50-9a1b-7c6d5e4f3a2b";

function agentResponse(overrides: Partial<AgentResponse> = {}): AgentResponse {
  return {
    organizationId: "org-1",
    organizationName: "Northwind Outfitters",
    id: agentId,
    name: "Northwind Support",
    publicName: "Nia",
    role: "Customer support",
    description: "Answers customers.",
    vectorStoreId: "vs_1",
    aiConfig: {
      id: "asst_1",
      model: "gpt-5.1",
      temperature: 0.7,
      topP: 1,
      instructions: "Be brief.",
      isCodeInterpreterEnabled: false,
      isFileSearchEnabled: true,
      fileSearchMaxNumResults: 10,
      outputJsonSchema: "{}",
    },
    status: "active",
    tags: ["support"],
    skills: [{ systemName: "API", status: "inactive", name: "API access" }],
    ...overrides,
  };
}

const fulfilled = <T>(value: T): PromiseSettledResult<T> => ({ status: "fulfilled", value });
const rejected = (reason: unknown): PromiseSettledResult<never> => ({ status: "rejected", reason });
const upstream = (status: number) => new AgentApiError(status, `HTTP_${status}`, "refused", { operationId: "getAgent" });
const activity = fulfilled({ totalItems: 3, data: [{ updatedAt: "2026-03-02T10:00:00.000Z" }] });

describe("toAgentSummary", () => {
  it("lists the agent with its conversation count, latest activity and working key", () => {
    const summary = toAgentSummary({ agentId, vaultKeyStatus: "active", agent: fulfilled(agentResponse()), activity });
    expect(summary).toEqual({
      id: agentId,
      name: "Northwind Support",
      publicName: "Nia",
      status: "active",
      role: "Customer support",
      tags: ["support"],
      description: "Answers customers.",
      conversations: 3,
      lastActivityAt: "2026-03-02T10:00:00.000Z",
      keyStatus: "active",
      problem: null,
    });
    expect(agentSummary.parse(summary)).toEqual(summary);
  });

  it("has no last activity for an agent without conversations, and a list for tags the API sends as null", () => {
    const summary = toAgentSummary({
      agentId,
      vaultKeyStatus: "active",
      agent: fulfilled(agentResponse({ tags: null, description: undefined })),
      activity: fulfilled({ totalItems: 0, data: [] }),
    });
    expect(summary).toMatchObject({ conversations: 0, lastActivityAt: null, tags: [], description: null });
  });

  it("still lists an agent whose details fail, marked with the reason in plain words", () => {
    const summary = toAgentSummary({ agentId, vaultKeyStatus: "active", agent: rejected(upstream(404)), activity });
    expect(summary).toMatchObject({ id: agentId, name: null, publicName: null, status: null, role: null, conversations: 3 });
    expect(summary.problem).toMatch(/no such item/);
    expect(agentSummary.parse(summary)).toEqual(summary);
  });

  it("leaves the count unknown when the conversations cannot be read", () => {
    const summary = toAgentSummary({ agentId, vaultKeyStatus: "active", agent: fulfilled(agentResponse()), activity: rejected(upstream(502)) });
    expect(summary).toMatchObject({ conversations: null, lastActivityAt: null, keyStatus: "active", problem: null });
  });

  it("flags the key failing when the API refuses it, even before the vault has recorded it", () => {
    const summary = toAgentSummary({ agentId, vaultKeyStatus: "active", agent: fulfilled(agentResponse()), activity: rejected(upstream(403)) });
    expect(summary.keyStatus).toBe("failing");
  });
});

describe("agentKeyStatus", () => {
  it("is missing without a key in the vault, whatever else happened", () => {
    expect(agentKeyStatus(undefined, fulfilled(null))).toBe("missing");
    expect(agentKeyStatus(undefined, rejected(upstream(403)))).toBe("missing");
  });

  it("keeps the vault's status when the call was not refused", () => {
    expect(agentKeyStatus("failing", fulfilled(null))).toBe("failing");
    expect(agentKeyStatus("active", rejected(upstream(429)))).toBe("active");
  });
});

describe("describeFailure", () => {
  it("says what the upstream meant, or what the console refused", () => {
    expect(describeFailure(upstream(429))).toMatch(/rate limit/);
    expect(describeFailure(new ConsoleRouteError(409, "KEY_NOT_CONNECTED", "The organization's key is not connected."))).toBe(
      "The organization's key is not connected.",
    );
    expect(describeFailure(new Error("boom"))).toMatch(/could not be reached/);
  });
});

describe("sortAgentSummaries", () => {
  const row = (id: string, name: string | null) => ({ id, name }) as Pick<AgentSummary, "id" | "name">;
  it("orders by name regardless of case, agents with unknown details last", () => {
    const rows = [row("4", null), row("1", "zeta"), row("2", "Alpha"), row("3", "beta")] as AgentSummary[];
    expect(sortAgentSummaries(rows).map((summary) => summary.id)).toEqual(["2", "3", "1", "4"]);
  });
});

describe("toAgentDetail", () => {
  it("flattens the configuration under the update body's names and keeps each skill's name and status only", () => {
    const detail = toAgentDetail({ ...agentResponse(), defaultErrorMessage: "Sorry, try again." } as AgentResponse);
    expect(detail).toMatchObject({
      name: "Northwind Support",
      instructions: "Be brief.",
      model: "gpt-5.1",
      temperature: 0.7,
      isOutputJsonSchemaEnabled: false,
      outputJsonSchema: "{}",
      defaultErrorMessage: "Sorry, try again.",
      skills: [{ systemName: "API", status: "inactive" }],
    });
    expect(agentDetail.parse(detail)).toEqual(detail);
  });

  it("has no default error message when the API sends none or something else", () => {
    expect(toAgentDetail(agentResponse()).defaultErrorMessage).toBeNull();
    expect(toAgentDetail({ ...agentResponse(), defaultErrorMessage: 42 } as AgentResponse).defaultErrorMessage).toBeNull();
  });
});

describe("agentsToList", () => {
  const listed = [agentResponse({ id: "a1", name: "Support" }), agentResponse({ id: "a2", name: "Sales" })];

  it("lists every agent of the organization, with the console's key where it holds one", () => {
    const entries = agentsToList(listed, [{ agentId: "a2", status: "active" }]);
    expect(entries.map(({ agentId, agent, key }) => [agentId, agent?.name, key?.status])).toEqual([
      ["a1", "Support", undefined],
      ["a2", "Sales", "active"],
    ]);
  });

  it("adds the agents the console holds a key for that the listing left out, once each", () => {
    const entries = agentsToList(listed.slice(0, 1), [
      { agentId: "a1", status: "active" },
      { agentId: "a9", status: "failing" },
    ]);
    expect(entries.map(({ agentId, agent, key }) => [agentId, agent?.name, key?.status])).toEqual([
      ["a1", "Support", "active"],
      ["a9", undefined, "failing"],
    ]);
  });

  it("falls back to the agents the console holds a key for when the organization could not be listed", () => {
    expect(agentsToList(undefined, [{ agentId: "a1" }])).toEqual([{ agentId: "a1", agent: undefined, key: { agentId: "a1" } }]);
    expect(agentsToList(undefined, [])).toEqual([]);
  });
});
