import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { svcConversations, svcConversationUsers, svcLiveChatConfigs, svcWebhookDeliveries, svcWebhooks } from "@/lib/db/schema";
import { insertTestAgent, openKnowledgeDatabase } from "@/tests/support/knowledge-database";

import { archiveIdleConversations, dueConversations, oldestOpenActivity } from "./idle-archive";

const database = await openKnowledgeDatabase();
const db = database.db;
afterAll(() => database.close());

const now = new Date("2030-01-01T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

async function agentWithIdleTime(autoArchiveAfterMinutes: number | null) {
  const agent = await insertTestAgent(db);
  await db.insert(svcLiveChatConfigs).values({ agentId: agent.id, config: { autoArchiveAfterMinutes } });
  const [user] = await db.insert(svcConversationUsers).values({ agentId: agent.id, firstName: "Ada", lastName: "Idle" }).returning();
  const conversation = async (lastActivity: Date, changes: Partial<typeof svcConversations.$inferInsert> = {}) => {
    const [row] = await db
      .insert(svcConversations)
      .values({
        agentId: agent.id,
        conversationUserId: user!.id,
        aiConversationId: crypto.randomUUID(),
        createdAt: lastActivity,
        updatedAt: lastActivity,
        ...changes,
      })
      .returning();
    return row!.id;
  };
  return { agent, conversation };
}

const read = async (id: string) => (await db.select().from(svcConversations).where(eq(svcConversations.id, id)))[0]!;

describe("archiveIdleConversations", () => {
  it("archives the open conversations idle for their agent's idle time, with end_dialog and auto_archive_conversation, and leaves the rest", async () => {
    const { agent, conversation } = await agentWithIdleTime(60);
    const [webhook] = await db
      .insert(svcWebhooks)
      .values({
        agentId: agent.id,
        title: "Archive",
        description: "",
        url: "https://hooks.invalid/",
        triggerCondition: "auto_archive_conversation",
        secret: "whsec_x",
      })
      .returning();
    const idle = await conversation(minutesAgo(61));
    const recent = await conversation(minutesAgo(20));
    const closed = await conversation(minutesAgo(600), { closedAt: minutesAgo(500) });
    const other = await agentWithIdleTime(null);
    const neverArchived = await other.conversation(minutesAgo(100_000));

    const result = await archiveIdleConversations(db, now);
    expect(result.archived).toBeGreaterThanOrEqual(1);
    expect(await read(idle)).toMatchObject({ status: "archived", closedAt: now, updatedAt: now });
    expect(await read(recent)).toMatchObject({ status: "active", closedAt: null });
    expect((await read(closed)).status).toBe("active");
    expect(await read(neverArchived)).toMatchObject({ status: "active", closedAt: null });

    const deliveries = await db.select().from(svcWebhookDeliveries).where(eq(svcWebhookDeliveries.webhookId, webhook!.id));
    expect(deliveries).toEqual([
      expect.objectContaining({
        eventType: "auto_archive_conversation",
        payload: expect.objectContaining({ conversation: expect.objectContaining({ id: idle, status: "archived" }) }),
      }),
    ]);

    // The recent one becomes idle in 40 minutes; the archiver looks again within a minute anyway.
    expect(result.nextCheckAt).toEqual(new Date(now.getTime() + 60_000));
    const again = await archiveIdleConversations(db, new Date(now.getTime() + 40 * 60_000));
    expect(again.archived).toBeGreaterThanOrEqual(1);
    expect((await read(recent)).status).toBe("archived");
    expect(await read(idle)).toMatchObject({ closedAt: now });
  });

  it("looks again when the first open conversation becomes idle, if that is sooner than a minute", async () => {
    const { conversation } = await agentWithIdleTime(1);
    await conversation(new Date(now.getTime() - 30_000));
    const { nextCheckAt } = await archiveIdleConversations(db, now);
    expect(nextCheckAt!.getTime()).toBeLessThanOrEqual(now.getTime() + 30_000);
  });

  it("reads only open conversations, by the index of open ones, however many closed ones an agent has", async () => {
    const { agent } = await agentWithIdleTime(60);
    /** The plan of a query with its parameters written in, as the planner sees the archiver's own. */
    const planOf = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = query.toSQL();
      const literal = (value: unknown) => (typeof value === "number" ? String(value) : `'${String(value instanceof Date ? value.toISOString() : value)}'`);
      const inlined = text.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1]));
      return db.transaction(async (tx) => {
        // With a handful of rows a sequential scan is cheapest; the question is which index the query can use.
        await tx.execute(sql`set local enable_seqscan = off`);
        const plan = await tx.execute<{ "QUERY PLAN": string }>(sql.raw(`explain ${inlined}`));
        return plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    };
    for (const query of [dueConversations(db, agent.id, now), oldestOpenActivity(db, agent.id)]) {
      const plan = await planOf(query);
      expect(plan).toContain("svc_conversations_open_agent_updated_idx");
      expect(plan).not.toMatch(/Filter:/);
    }
  });
});
