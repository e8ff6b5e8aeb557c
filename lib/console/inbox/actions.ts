import "server-only";
import { and, eq } from "drizzle-orm";

import { getConversation, sendManualMessage, updateConversation, updateConversationMode } from "@/lib/agent-api/contract/conversations";
import type { ConversationResponse } from "@/lib/schemas/agent-api/conversations";
import type { Database } from "@/lib/db";
import { consoleConversationAssignments, consoleConversationNotes, consoleConversationReads, consoleConversationWaits, consoleManualMessages, consoleUsers } from "@/lib/db/schema";
import { stateFor } from "@/lib/inbox/conversation-phase";
import { toInboxConversation, toThreadMessage } from "@/lib/inbox/to-inbox-conversation";
import { threadMessage, type InboxConversation, type InboxReplyBody, type ThreadMessage } from "@/lib/schemas/console/inbox";

import type { SessionUser } from "../auth/session";
import type { ConsoleOrganization } from "../organizations";
import { ConsoleRouteError } from "../route-error";
import { callUpstream } from "../upstream";
import { operatorsOf, waitsOf } from "./conversation-records";
import { agentName, agentStates } from "./inbox-agents";
import { publishInboxEvents } from "./publish";

/** A conversation of one of the user's agents, as the inbox's actions need it. */
export type InboxTarget = { organization: ConsoleOrganization; agentId: string; conversationId: string };

const callerOf = (target: InboxTarget) => ({ as: "agent" as const, organization: target.organization, agentId: target.agentId });

/** Publishes the conversation's new summary, read back as it stands, and answers it. */
async function publishSummary(db: Database, target: InboxTarget, conversation: ConversationResponse): Promise<InboxConversation> {
  const { organization, agentId, conversationId } = target;
  const [states, name, operators, waits] = await Promise.all([
    agentStates(db, organization, agentId),
    agentName(db, organization, agentId),
    operatorsOf(db, organization.id, [conversationId]),
    waitsOf(db, organization.id, [conversationId]),
  ]);
  const summary = toInboxConversation(conversation, { id: agentId, name }, {
    states,
    operator: operators.get(conversationId) ?? null,
    wait: waits.get(conversationId) ?? null,
  });
  await publishInboxEvents(db, { organizationId: organization.id, agentId, conversationId }, [{ type: "conversation", conversation: summary }]);
  return summary;
}

/**
 * Claims a conversation for the user. One row per conversation decides races: of two operators claiming at
 * once exactly one wins, and the other is told who has it. Claiming one's own conversation again is fine.
 */
export async function claimConversation(db: Database, user: SessionUser, target: InboxTarget): Promise<void> {
  const { organization, agentId, conversationId } = target;
  const [won] = await db
    .insert(consoleConversationAssignments)
    .values({ organizationId: organization.id, conversationId, agentId, operatorUserId: user.id })
    .onConflictDoNothing()
    .returning();
  if (won) return;
  const [holder] = await db
    .select({ id: consoleUsers.id, name: consoleUsers.name })
    .from(consoleConversationAssignments)
    .innerJoin(consoleUsers, eq(consoleConversationAssignments.operatorUserId, consoleUsers.id))
    .where(and(eq(consoleConversationAssignments.organizationId, organization.id), eq(consoleConversationAssignments.conversationId, conversationId)));
  if (holder && holder.id !== user.id) {
    throw new ConsoleRouteError(409, "CLAIMED", `${holder.name} is already handling this conversation.`);
  }
}

/** Claims the conversation and publishes who has it. */
export async function claimAndPublish(db: Database, user: SessionUser, target: InboxTarget): Promise<InboxConversation> {
  await claimConversation(db, user, target);
  const conversation = await callUpstream(db, callerOf(target), getConversation, { params: { id: target.conversationId } });
  return publishSummary(db, target, conversation);
}

async function release(db: Database, target: InboxTarget) {
  const where = (table: typeof consoleConversationAssignments | typeof consoleConversationWaits) =>
    and(eq(table.organizationId, target.organization.id), eq(table.conversationId, target.conversationId));
  await db.delete(consoleConversationAssignments).where(where(consoleConversationAssignments));
  await db.delete(consoleConversationWaits).where(where(consoleConversationWaits));
}

/** Takes the conversation over from the AI: the user claims it, and the mode becomes manual, so the agent says nothing more. */
export async function takeOver(db: Database, user: SessionUser, target: InboxTarget): Promise<InboxConversation> {
  await claimConversation(db, user, target);
  await db
    .delete(consoleConversationWaits)
    .where(and(eq(consoleConversationWaits.organizationId, target.organization.id), eq(consoleConversationWaits.conversationId, target.conversationId)));
  const conversation = await callUpstream(db, callerOf(target), updateConversationMode, { params: { id: target.conversationId }, body: { mode: "manual" } });
  return publishSummary(db, target, conversation);
}

/**
 * Hands the conversation back to the AI: mode ai, out of the waiting state (to the agent's open state, so it
 * does not queue again at once), and no longer assigned.
 */
export async function handBack(db: Database, target: InboxTarget): Promise<InboxConversation> {
  const states = await agentStates(db, target.organization, target.agentId);
  const open = stateFor(states, "open");
  if (open) await callUpstream(db, callerOf(target), updateConversation, { params: { id: target.conversationId }, body: { conversationStateId: open.id } });
  const conversation = await callUpstream(db, callerOf(target), updateConversationMode, { params: { id: target.conversationId }, body: { mode: "ai" } });
  await release(db, target);
  return publishSummary(db, target, conversation);
}

/** Closes the conversation: it moves to the agent's closed state (which ends the dialog upstream) and leaves every queue. */
export async function closeConversation(db: Database, target: InboxTarget): Promise<InboxConversation> {
  const closed = stateFor(await agentStates(db, target.organization, target.agentId), "closed");
  const body = closed ? { conversationStateId: closed.id } : { status: "archived" as const };
  const conversation = await callUpstream(db, callerOf(target), updateConversation, { params: { id: target.conversationId }, body });
  await db
    .delete(consoleConversationWaits)
    .where(and(eq(consoleConversationWaits.organizationId, target.organization.id), eq(consoleConversationWaits.conversationId, target.conversationId)));
  return publishSummary(db, target, conversation);
}

/**
 * Sends an operator's reply in the conversation. The echo id makes it safe to send again: a reply already
 * sent answers the message it became; one still on its way is refused as such. A conversation still with
 * the AI is taken over first, as an operator's first reply means to.
 */
export async function sendReply(db: Database, user: SessionUser, target: InboxTarget, reply: InboxReplyBody): Promise<ThreadMessage> {
  const { organization, conversationId } = target;
  const [reserved] = await db
    .insert(consoleManualMessages)
    .values({ echoId: reply.echoId, organizationId: organization.id, conversationId })
    .onConflictDoNothing()
    .returning();
  if (!reserved) {
    const [earlier] = await db.select().from(consoleManualMessages).where(eq(consoleManualMessages.echoId, reply.echoId));
    const sent = threadMessage.safeParse(earlier?.message);
    if (earlier?.conversationId === conversationId && sent.success) return sent.data;
    throw new ConsoleRouteError(409, "REPLY_IN_PROGRESS", "This reply is still being sent. Wait a moment before sending it again.");
  }
  try {
    const current = await callUpstream(db, callerOf(target), getConversation, { params: { id: conversationId } });
    if (current.mode !== "manual") await takeOver(db, user, target);
    else await claimConversation(db, user, target);
    const sent = await callUpstream(db, callerOf(target), sendManualMessage, { params: { id: conversationId }, body: { message: reply.message } });
    const message = toThreadMessage(sent, user.name);
    await db.update(consoleManualMessages).set({ messageId: message.id, message }).where(eq(consoleManualMessages.echoId, reply.echoId));
    await publishInboxEvents(db, { organizationId: organization.id, agentId: target.agentId, conversationId }, [{ type: "message", conversationId, message }]);
    return message;
  } catch (error) {
    await db.delete(consoleManualMessages).where(eq(consoleManualMessages.echoId, reply.echoId));
    throw error;
  }
}

/** Marks the conversation read by the user up to now. */
export async function markRead(db: Database, user: SessionUser, conversationId: string, until = new Date()): Promise<void> {
  await db
    .insert(consoleConversationReads)
    .values({ userId: user.id, conversationId, readUntil: until })
    .onConflictDoUpdate({ target: [consoleConversationReads.userId, consoleConversationReads.conversationId], set: { readUntil: until } });
}

/** The conversation's internal notes, oldest first. */
export async function listNotes(db: Database, target: InboxTarget) {
  const rows = await db
    .select({ id: consoleConversationNotes.id, body: consoleConversationNotes.body, authorName: consoleUsers.name, createdAt: consoleConversationNotes.createdAt })
    .from(consoleConversationNotes)
    .leftJoin(consoleUsers, eq(consoleConversationNotes.authorUserId, consoleUsers.id))
    .where(and(eq(consoleConversationNotes.organizationId, target.organization.id), eq(consoleConversationNotes.conversationId, target.conversationId)))
    .orderBy(consoleConversationNotes.createdAt);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Adds an internal note: seen by the console's people only, never sent upstream. */
export async function addNote(db: Database, user: SessionUser, target: InboxTarget, body: string) {
  const [note] = await db
    .insert(consoleConversationNotes)
    .values({ organizationId: target.organization.id, conversationId: target.conversationId, authorUserId: user.id, body })
    .returning();
  return { id: note!.id, body: note!.body, authorName: user.name, createdAt: note!.createdAt.toISOString() };
}
