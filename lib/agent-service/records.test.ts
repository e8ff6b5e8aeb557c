import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type OpenDatabase } from "@/lib/db/open";
import { svcAgents, svcFunctions, svcLiveChatConfigs, svcWebhooks } from "@/lib/db/schema";

import { agentView, organizationAgentView } from "./records";
import { seedReferenceData } from "./seed-reference-data";
import { insertOrganizationWithAgent, refusalOf } from "./test-fixtures";

let database: OpenDatabase;
beforeAll(async () => {
  database = openDatabase({ driver: "pglite" });
  await database.migrate();
  await seedReferenceData(database.db, { us: "sa_records_test_us_0123456789", eu: "sa_records_test_eu_0123456789" });
});
afterAll(() => database.close());

const newAgent = (name: string) => insertOrganizationWithAgent(database.db, name);

describe("organizationAgentView", () => {
  it("shows a bare agent with its role and only the API skill", async () => {
    const { organization, agent, role } = await newAgent("Bare");
    const view = await organizationAgentView(database.db, organization, agent.id);
    expect(view).toMatchObject({ id: agent.id, organizationId: organization.id, organizationName: "Bare", role: role.name });
    expect(view.skills.map((skill) => skill.systemName)).toEqual(["API"]);
  });

  it("shows the webhooks, live chat and functions an agent has, as agentView does", async () => {
    const { db } = database;
    const { organization, agent } = await newAgent("Skilled");
    await db.insert(svcWebhooks).values([
      {
        agentId: agent.id,
        title: "First",
        description: "one",
        url: "https://example.com/a",
        triggerCondition: "each_message",
        status: "inactive",
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
      {
        agentId: agent.id,
        title: "Second",
        description: "two",
        url: "https://example.com/b",
        triggerCondition: "manual",
        headers: { "X-Test": "1" },
        createdAt: new Date("2026-01-02T00:00:00Z"),
      },
    ]);
    await db.insert(svcLiveChatConfigs).values({ agentId: agent.id, config: { enabled: true } });
    await db.insert(svcFunctions).values({
      organizationId: organization.id,
      agentId: agent.id,
      name: "lookup",
      parameters: {},
      endpoint: { url: "https://example.com" } as never,
      enabled: false,
    });

    const view = await organizationAgentView(db, organization, agent.id);
    expect(view.skills.map((skill) => [skill.systemName, skill.status])).toEqual([
      ["API", "inactive"],
      ["WEBHOOK", "active"],
      ["LIVE_CHAT", "active"],
      ["FUNCTION", "inactive"],
    ]);
    expect(view.skills.find((skill) => skill.systemName === "WEBHOOK")).toMatchObject({
      webhooks: [
        { title: "First", status: "inactive", url: "https://example.com/a", triggerCondition: "each_message" },
        { title: "Second", status: "active", headers: { "X-Test": "1" } },
      ],
    });
    expect(view.skills.find((skill) => skill.systemName === "LIVE_CHAT")).toMatchObject({ updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(await agentView(db, agent, organization)).toEqual(view);
  });

  it("does not find another organization's agent", async () => {
    const { agent } = await newAgent("Owner");
    const { organization: other } = await newAgent("Other");
    expect(await refusalOf(organizationAgentView(database.db, other, agent.id))).toMatchObject({ status: 404 });
    await database.db.delete(svcAgents).where(eq(svcAgents.id, agent.id));
  });
});
