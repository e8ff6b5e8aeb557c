import { describe, expect, it } from "vitest";

import { AgentApiError } from "@/lib/agent-api/errors";

import { limitAmountText, limitReachedFrom, limitReachedMessage, limitRefusalRows } from "./limit-reached";
import { describeUpstreamFailure } from "../upstream/upstream-errors";

const detail = (extra: Record<string, unknown>) => ({
  ownerId: "11111111-1111-4111-8111-111111111111",
  agentId: "22222222-2222-4222-8222-222222222222",
  amount: 1,
  used: 212,
  message: "spent",
  ...extra,
});

describe("limitReachedFrom", () => {
  it("links a user's spent limit to that user's limits on the agent's Limits tab", () => {
    expect(limitReachedFrom([detail({ owner: "conversation_user", field: "tokensAmountPerMonth", resetsAt: "2026-12-01T00:00:00.000Z" })])).toEqual({
      owner: "conversation_user",
      field: "tokensAmountPerMonth",
      amount: 1,
      used: 212,
      resetsAt: "2026-12-01T00:00:00.000Z",
      href: "/agents/22222222-2222-4222-8222-222222222222/limits?user=11111111-1111-4111-8111-111111111111#user-limits",
      hrefLabel: "Change this user's limits",
    });
  });

  it("links an agent's limit to its Limits tab, and the subscription's to the usage page", () => {
    expect(limitReachedFrom([detail({ owner: "agent", field: "tokensAmountPerMonth" })])?.href).toBe("/agents/22222222-2222-4222-8222-222222222222/limits");
    expect(limitReachedFrom([{ ...detail({ owner: "subscription", field: "agentsAmount", amount: 2, used: 2 }), agentId: undefined }])).toMatchObject({
      href: "/usage",
      hrefLabel: "See the subscription's quotas",
    });
  });

  it("names nothing when the details are not a limit's", () => {
    expect(limitReachedFrom(undefined)).toBeUndefined();
    expect(limitReachedFrom([{ field: "name", message: "too long" }])).toBeUndefined();
  });
});

describe("limitReachedMessage", () => {
  it("says what the limit allows, what is used and when it starts again", () => {
    expect(
      limitReachedMessage({ owner: "conversation_user", field: "tokensAmountPerMonth", amount: 1, used: 2120, resetsAt: "2026-12-01T00:00:00.000Z" }),
    ).toBe("This user's limit of 1 token a month is used up (2,120 used this month). It starts again on December 1.");
    expect(limitReachedMessage({ owner: "subscription", field: "agentsAmount", amount: 2, used: 2 })).toBe(
      "The subscription's limit of 2 agents is reached (2 already).",
    );
    expect(limitAmountText("smsAmountPerMonth", 0)).toBe("no SMS a month");
  });
});

describe("describeUpstreamFailure of a refused call", () => {
  it("answers 402 LIMIT_REACHED with the limit and its link, apart from a refused key (403) and the rate limit (429)", () => {
    const refused = new AgentApiError(402, "LIMIT_EXCEEDED_ERROR", "LIMIT_EXCEEDED", {
      operationId: "sendMessage",
      details: [detail({ owner: "agent", field: "tokensAmountPerMonth", resetsAt: "2026-12-01T00:00:00.000Z" })],
    });
    expect(describeUpstreamFailure(refused)).toEqual({
      status: 402,
      body: {
        error: {
          code: "LIMIT_REACHED",
          message: "The agent's limit of 1 token a month is used up (212 used this month). It starts again on December 1.",
          limit: expect.objectContaining({ owner: "agent", href: "/agents/22222222-2222-4222-8222-222222222222/limits" }),
        },
      },
    });
  });
});

describe("limitRefusalRows", () => {
  it("names each limit with its agent, counts its refusals and links where it is changed", () => {
    const rows = limitRefusalRows(
      [
        { owner: "agent", ownerId: "a1", agentId: "a1", field: "tokensAmountPerMonth", amount: 1, count: 3, lastRefusedAt: "2026-11-26T12:00:00.000Z" },
        { owner: "subscription", ownerId: "plan", field: "agentsAmount", amount: 2, count: 1, lastRefusedAt: "2026-11-25T12:00:00.000Z" },
      ],
      [{ agentId: "a1", name: "Northwind Support" }],
    );
    expect(rows).toEqual([
      expect.objectContaining({ limit: "The agent's 1 token a month", agentName: "Northwind Support", count: "3 refused calls", href: "/agents/a1/limits" }),
      expect.objectContaining({ limit: "The subscription's 2 agents", agentName: null, count: "1 refused call", href: "/usage" }),
    ]);
  });
});
