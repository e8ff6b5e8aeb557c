import "server-only";
import { and, eq, isNull, lte, min, sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcConversations, svcLiveChatConfigs } from "@/lib/db/schema";
import { liveChatConfigBody } from "@/lib/schemas/agent-api/live-chat";

import { idleAt, idleSince, nextIdleCheck } from "./idle";
import { ensureJobBy } from "../jobs/tick";
import { registerJobHandler } from "../jobs/worker";
import { emitConversationEvent } from "../webhooks/events";

/** The job that archives idle conversations when they become idle, then queues itself for the next time. */
export const idleArchiveJob = { kind: "archive-idle-conversations", subjectId: "idle-conversations" } as const;

/** Conversations archived per agent in one run; more are archived by the next run, right after. */
const batchSize = 200;

/** Agents whose live-chat configuration sets an idle time, with that time in minutes. */
async function archivingAgents(db: Database): Promise<{ agentId: string; minutes: number }[]> {
  const rows = await db
    .select({ agentId: svcLiveChatConfigs.agentId, config: svcLiveChatConfigs.config })
    .from(svcLiveChatConfigs)
    .where(sql`jsonb_typeof(${svcLiveChatConfigs.config} -> 'autoArchiveAfterMinutes') = 'number'`);
  return rows.flatMap((row) => {
    const minutes = liveChatConfigBody.safeParse(row.config).data?.autoArchiveAfterMinutes;
    return minutes ? [{ agentId: row.agentId, minutes }] : [];
  });
}

/**
 * The agent's open conversations. Written as the partial index of open conversations states it (the status a
 * literal, not a parameter), so the archiver's queries read that index and never the closed ones, however many.
 */
const isOpenOf = (agentId: string) =>
  and(eq(svcConversations.agentId, agentId), isNull(svcConversations.closedAt), sql`${svcConversations.status} <> 'archived'`);

/** The agent's conversations idle since `cutoff`, the longest idle first, at most `batchSize`. */
export const dueConversations = (db: Database, agentId: string, cutoff: Date) =>
  db
    .select({ id: svcConversations.id })
    .from(svcConversations)
    .where(and(isOpenOf(agentId), lte(svcConversations.updatedAt, cutoff)))
    .orderBy(svcConversations.updatedAt)
    .limit(batchSize);

/** When the agent's open conversation with the oldest activity last changed. */
export const oldestOpenActivity = (db: Database, agentId: string) =>
  db
    .select({ at: min(svcConversations.updatedAt) })
    .from(svcConversations)
    .where(isOpenOf(agentId));

/**
 * Archives one conversation if it is still idle (a message may have come in since it was picked), and
 * records end_dialog and auto_archive_conversation for its webhooks in the same transaction.
 */
async function archiveIfIdle(db: Database, agentId: string, conversationId: string, cutoff: Date, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [archived] = await tx
      .update(svcConversations)
      .set({ status: "archived", closedAt: now, updatedAt: now })
      .where(and(eq(svcConversations.id, conversationId), isOpenOf(agentId), lte(svcConversations.updatedAt, cutoff)))
      .returning({ id: svcConversations.id });
    if (!archived) return false;
    await emitConversationEvent(tx, { agentId, conversationId, trigger: "end_dialog" });
    await emitConversationEvent(tx, { agentId, conversationId, trigger: "auto_archive_conversation" });
    return true;
  });
}

/**
 * Archives the open conversations that have had no new message or change for their agent's idle time
 * (`autoArchiveAfterMinutes` of its live-chat configuration), and answers how many it archived and
 * when to look again (undefined while no agent archives idle conversations).
 */
export async function archiveIdleConversations(db: Database, now = new Date()): Promise<{ archived: number; nextCheckAt: Date | undefined }> {
  const agents = await archivingAgents(db);
  const idleTimes: Date[] = [];
  let archived = 0;
  for (const { agentId, minutes } of agents) {
    const cutoff = idleSince(now, minutes);
    const due = await dueConversations(db, agentId, cutoff);
    for (const conversation of due) if (await archiveIfIdle(db, agentId, conversation.id, cutoff, now)) archived += 1;
    if (due.length === batchSize) idleTimes.push(now);
    const [oldest] = await oldestOpenActivity(db, agentId);
    if (oldest?.at) idleTimes.push(idleAt(oldest.at, minutes));
  }
  return { archived, nextCheckAt: nextIdleCheck(idleTimes, now, agents.length > 0) };
}

/** Makes sure idle conversations are looked for by `at` (now, when an idle time is set or changed). */
export async function scheduleIdleArchiving(db: Database, at = new Date()): Promise<void> {
  await ensureJobBy(db, idleArchiveJob, at);
}

/** Persisted as a job, so a restart loses nothing: conversations that became idle while the server was down are archived at the first run. */
registerJobHandler(idleArchiveJob.kind, async (db) => {
  const { nextCheckAt } = await archiveIdleConversations(db);
  if (nextCheckAt) await scheduleIdleArchiving(db, nextCheckAt);
});
