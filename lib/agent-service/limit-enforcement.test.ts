import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type OpenDatabase } from "@/lib/db/open";
import { svcLimitRefusals, svcLimits, svcResourceUsage } from "@/lib/db/schema";

import { enforceMonthlyLimits } from "./limit-enforcement";
import { seedReferenceData } from "./seed-reference-data";
import { insertOrganizationWithAgent, refusalOf } from "./test-fixtures";

const userId = "00000000-0000-4000-8000-0000000000aa";

let database: OpenDatabase;
beforeAll(async () => {
  database = openDatabase({ driver: "pglite" });
  await database.migrate();
  await seedReferenceData(database.db, { us: "sa_limits_test_us_0123456789", eu: "sa_limits_test_eu_0123456789" });
});
afterAll(() => database.close());

const newAgent = (name: string) => insertOrganizationWithAgent(database.db, name);

describe("enforceMonthlyLimits", () => {
  it("lets a call through while every limit leaves room, and refuses it once the user's, the agent's or the subscription's amount is spent", async () => {
    const { db } = database;
    const { organization, agent, subscription } = await newAgent("Metered");
    const call = { organization, agentId: agent.id, conversationUserId: userId, field: "tokensAmountPerMonth" as const, operationId: "sendMessage" };
    await db.insert(svcResourceUsage).values({ agentId: agent.id, conversationUserId: userId, type: "OPENAI_TOKENS", amount: 40 });
    await db.insert(svcLimits).values([
      { ownerType: "agent", ownerId: agent.id, tokensAmountPerMonth: 100 },
      { ownerType: "conversation_user", ownerId: userId, tokensAmountPerMonth: 50 },
    ]);
    await expect(enforceMonthlyLimits(db, call)).resolves.toBeUndefined();

    await db.insert(svcResourceUsage).values({ agentId: agent.id, conversationUserId: userId, type: "OPENAI_TOKENS", amount: 10 });
    expect(await refusalOf(enforceMonthlyLimits(db, call))).toMatchObject({ status: 402 });
    const [recorded] = await db.select().from(svcLimitRefusals).where(eq(svcLimitRefusals.agentId, agent.id));
    expect(recorded).toMatchObject({ owner: "conversation_user", ownerId: userId, amount: 50, used: 50 });

    // Another user of the agent is held by the agent's own limit.
    const other = { ...call, conversationUserId: "00000000-0000-4000-8000-0000000000bb" };
    await expect(enforceMonthlyLimits(db, other)).resolves.toBeUndefined();
    await db.insert(svcResourceUsage).values({ agentId: agent.id, type: "OPENAI_TOKENS", amount: 50 });
    expect(await refusalOf(enforceMonthlyLimits(db, other))).toMatchObject({ status: 402 });

    // Without own limits, the subscription's quota over all the organization's agents holds.
    await db.delete(svcLimits).where(eq(svcLimits.ownerId, agent.id));
    await db.delete(svcLimits).where(eq(svcLimits.ownerId, userId));
    await expect(enforceMonthlyLimits(db, other)).resolves.toBeUndefined();
    await db.insert(svcResourceUsage).values({ agentId: agent.id, type: "OPENAI_TOKENS", amount: subscription.tokensAmountPerMonth });
    expect(await refusalOf(enforceMonthlyLimits(db, other))).toMatchObject({ status: 402 });
    const refusals = await db.select().from(svcLimitRefusals).where(eq(svcLimitRefusals.agentId, agent.id));
    expect(refusals.map((row) => row.owner)).toEqual(["conversation_user", "agent", "subscription"]);
  });

  it("counts only this month's usage of the metered kind", async () => {
    const { db } = database;
    const { organization, agent } = await newAgent("Old usage");
    await db.insert(svcLimits).values({ ownerType: "agent", ownerId: agent.id, smsAmountPerMonth: 5 });
    await db.insert(svcResourceUsage).values([
      { agentId: agent.id, type: "SMS", amount: 5, createdAt: new Date("2020-01-15T00:00:00Z") },
      { agentId: agent.id, type: "OPENAI_TOKENS", amount: 500 },
    ]);
    await expect(enforceMonthlyLimits(db, { organization, agentId: agent.id, field: "smsAmountPerMonth", operationId: "sendSms" })).resolves.toBeUndefined();
  });
});
