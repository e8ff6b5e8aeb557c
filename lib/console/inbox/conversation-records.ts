import "server-only";
import { and, eq, inArray } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleConversationAssignments, consoleConversationWaits, consoleUsers } from "@/lib/db/schema";
import type { InboxConversation } from "@/lib/schemas/console/inbox";

export type RecordedWait = { waitingSince: string; reason: string | null };

/** The operators assigned to these conversations, by conversation. */
export async function operatorsOf(db: DatabaseExecutor, organizationId: string, conversationIds: readonly string[]) {
  const operators = new Map<string, NonNullable<InboxConversation["operator"]>>();
  if (conversationIds.length === 0) return operators;
  const rows = await db
    .select({ conversationId: consoleConversationAssignments.conversationId, id: consoleUsers.id, name: consoleUsers.name })
    .from(consoleConversationAssignments)
    .innerJoin(consoleUsers, eq(consoleConversationAssignments.operatorUserId, consoleUsers.id))
    .where(
      and(eq(consoleConversationAssignments.organizationId, organizationId), inArray(consoleConversationAssignments.conversationId, [...conversationIds])),
    );
  for (const row of rows) operators.set(row.conversationId, { id: row.id, name: row.name });
  return operators;
}

/** The waits the console recorded for these conversations, by conversation. */
export async function waitsOf(db: DatabaseExecutor, organizationId: string, conversationIds: readonly string[]) {
  const waits = new Map<string, RecordedWait>();
  if (conversationIds.length === 0) return waits;
  const rows = await db
    .select()
    .from(consoleConversationWaits)
    .where(and(eq(consoleConversationWaits.organizationId, organizationId), inArray(consoleConversationWaits.conversationId, [...conversationIds])));
  for (const row of rows) waits.set(row.conversationId, { waitingSince: row.waitingSince.toISOString(), reason: row.reason });
  return waits;
}

/**
 * Keeps the record of a wait in step with the conversation: the first time it is seen waiting for a person
 * the time and reason are kept (later sightings do not move them); once it no longer waits the record goes.
 */
export async function recordWait(
  db: DatabaseExecutor,
  organizationId: string,
  conversationId: string,
  wait: { isWaiting: boolean; since: Date; reason: string | null },
): Promise<RecordedWait | null> {
  const where = and(eq(consoleConversationWaits.organizationId, organizationId), eq(consoleConversationWaits.conversationId, conversationId));
  if (!wait.isWaiting) {
    await db.delete(consoleConversationWaits).where(where);
    return null;
  }
  await db.insert(consoleConversationWaits).values({ organizationId, conversationId, waitingSince: wait.since, reason: wait.reason }).onConflictDoNothing();
  const [row] = await db.select().from(consoleConversationWaits).where(where);
  return row ? { waitingSince: row.waitingSince.toISOString(), reason: row.reason } : null;
}
