import "server-only";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";

import { getConversation, listMessages, sendManualMessage, updateConversation, updateConversationMode } from "@/lib/agent-api/contract/conversations";
import { AgentApiError } from "@/lib/agent-api/errors";
import { mayHaveTakenEffect } from "@/lib/agent-api/retry-policy";
import { decideClaimAction, type ClaimAction, type ClaimHolder } from "@/lib/console/inbox/claim-decision";
import { stateFor } from "@/lib/console/inbox/conversation-phase";
import { findSentReply } from "@/lib/console/inbox/sent-reply";
import { toInboxConversation, toThreadMessage } from "@/lib/console/inbox/to-inbox-conversation";
import type { Database } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import {
  consoleConversationAssignments,
  consoleConversationNotes,
  consoleConversationReads,
  consoleConversationWaits,
  consoleManualMessages,
  consoleUsers,
} from "@/lib/db/schema";
import type { ConversationResponse, MessageResponse } from "@/lib/schemas/agent-api/conversations";
import { threadMessage, type InboxConversation, type InboxReplyBody, type ThreadMessage } from "@/lib/schemas/console/inbox";

import { operatorsOf, waitsOf } from "./conversation-records";
import { agentName, agentStates } from "./inbox-agents";
import { publishInboxEvents } from "./publish";
import type { SessionUser } from "../auth/session";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";

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
  const summary = toInboxConversation(
    conversation,
    { id: agentId, name },
    {
      states,
      operator: operators.get(conversationId) ?? null,
      wait: waits.get(conversationId) ?? null,
    },
  );
  await publishInboxEvents(db, { organizationId: organization.id, agentId, conversationId }, [{ type: "conversation", conversation: summary }]);
  return summary;
}

/** Who holds the conversation's claim, if anyone. */
async function holderOf(db: Database, target: InboxTarget): Promise<ClaimHolder | null> {
  const [holder] = await db
    .select({ id: consoleUsers.id, name: consoleUsers.name })
    .from(consoleConversationAssignments)
    .innerJoin(consoleUsers, eq(consoleConversationAssignments.operatorUserId, consoleUsers.id))
    .where(
      and(eq(consoleConversationAssignments.organizationId, target.organization.id), eq(consoleConversationAssignments.conversationId, target.conversationId)),
    );
  return holder ?? null;
}

/** Refuses the action, naming the holder, unless the claim allows it to the user. */
function enforce(user: SessionUser, holder: ClaimHolder | null, action: ClaimAction): void {
  const decision = decideClaimAction(user, holder, action);
  if (!decision.isAllowed) throw new ConsoleRouteError(decision.status, decision.code, decision.message);
}

/** Refuses an action on a conversation someone else holds; anyone may act on one nobody holds. */
export async function requireClaim(db: Database, user: SessionUser, target: InboxTarget, action: ClaimAction): Promise<void> {
  enforce(user, await holderOf(db, target), action);
}

/**
 * Claims a conversation for the user. One row per conversation decides races: of two operators claiming at
 * once exactly one wins, and the other is told who has it. Claiming one's own conversation again is fine.
 */
export async function claimConversation(db: Database, user: SessionUser, target: InboxTarget, action: ClaimAction = "claim"): Promise<void> {
  const { organization, agentId, conversationId } = target;
  const [won] = await db
    .insert(consoleConversationAssignments)
    .values({ organizationId: organization.id, conversationId, agentId, operatorUserId: user.id })
    .onConflictDoNothing()
    .returning();
  if (!won) enforce(user, await holderOf(db, target), action);
}

/**
 * An admin takes the conversation from the person who holds it, as the admin saw them (`fromUserId`): if
 * someone else holds it by now, the admin is told who and nothing changes. Nobody's conversation is simply
 * claimed. Answers whom it was taken from, for the audit log, and publishes the new holder, so the previous
 * one sees at once that it is no longer theirs.
 */
export async function takeFrom(db: Database, user: SessionUser, target: InboxTarget, fromUserId: string) {
  enforce(user, null, "take");
  const where = and(
    eq(consoleConversationAssignments.organizationId, target.organization.id),
    eq(consoleConversationAssignments.conversationId, target.conversationId),
  );
  const previous = await holderOf(db, target);
  if (previous && previous.id !== user.id && previous.id !== fromUserId) {
    throw new ConsoleRouteError(409, "CLAIMED", `${previous.name} is handling this conversation now. Take it from them if you mean to.`);
  }
  const [taken] = previous
    ? await db
        .update(consoleConversationAssignments)
        .set({ operatorUserId: user.id, claimedAt: new Date() })
        .where(and(where, eq(consoleConversationAssignments.operatorUserId, previous.id)))
        .returning()
    : [];
  // Released or handed on in between: claim it as anyone would, which names whoever has it by now.
  if (!taken) await claimConversation(db, user, target);
  const conversation = await callUpstream(db, callerOf(target), getConversation, { params: { id: target.conversationId } });
  const from = taken && previous && previous.id !== user.id ? previous : null;
  return { from, conversation: await publishSummary(db, target, conversation) };
}

/** Claims the conversation and publishes who has it. */
export async function claimAndPublish(db: Database, user: SessionUser, target: InboxTarget): Promise<InboxConversation> {
  await claimConversation(db, user, target);
  const conversation = await callUpstream(db, callerOf(target), getConversation, { params: { id: target.conversationId } });
  return publishSummary(db, target, conversation);
}

/** Lets go of the user's claim (a claim an admin took meanwhile stays theirs) and of the recorded wait. */
async function release(db: Database, user: SessionUser, target: InboxTarget) {
  const where = (table: typeof consoleConversationAssignments | typeof consoleConversationWaits) =>
    and(eq(table.organizationId, target.organization.id), eq(table.conversationId, target.conversationId));
  await db.delete(consoleConversationAssignments).where(and(where(consoleConversationAssignments), eq(consoleConversationAssignments.operatorUserId, user.id)));
  await db.delete(consoleConversationWaits).where(where(consoleConversationWaits));
}

/** Takes the conversation over from the AI: the user claims it, and the mode becomes manual, so the agent says nothing more. */
export async function takeOver(db: Database, user: SessionUser, target: InboxTarget, action: ClaimAction = "takeOver"): Promise<InboxConversation> {
  await claimConversation(db, user, target, action);
  await db
    .delete(consoleConversationWaits)
    .where(and(eq(consoleConversationWaits.organizationId, target.organization.id), eq(consoleConversationWaits.conversationId, target.conversationId)));
  const conversation = await callUpstream(db, callerOf(target), updateConversationMode, { params: { id: target.conversationId }, body: { mode: "manual" } });
  return publishSummary(db, target, conversation);
}

/**
 * Hands the conversation back to the AI: mode ai, out of the waiting state (to the agent's open state, so it
 * does not queue again at once), and no longer assigned. Only by its holder, or anyone when nobody holds it.
 */
export async function handBack(db: Database, user: SessionUser, target: InboxTarget): Promise<InboxConversation> {
  await requireClaim(db, user, target, "handBack");
  const states = await agentStates(db, target.organization, target.agentId);
  const open = stateFor(states, "open");
  if (open) await callUpstream(db, callerOf(target), updateConversation, { params: { id: target.conversationId }, body: { conversationStateId: open.id } });
  const conversation = await callUpstream(db, callerOf(target), updateConversationMode, { params: { id: target.conversationId }, body: { mode: "ai" } });
  await release(db, user, target);
  return publishSummary(db, target, conversation);
}

/**
 * Closes the conversation: it moves to the agent's closed state (which ends the dialog upstream) and leaves
 * every queue. Only by its holder, or anyone when nobody holds it.
 */
export async function closeConversation(db: Database, user: SessionUser, target: InboxTarget): Promise<InboxConversation> {
  await requireClaim(db, user, target, "close");
  const closed = stateFor(await agentStates(db, target.organization, target.agentId), "closed");
  const body = closed ? { conversationStateId: closed.id } : { status: "archived" as const };
  const conversation = await callUpstream(db, callerOf(target), updateConversation, { params: { id: target.conversationId }, body });
  await db
    .delete(consoleConversationWaits)
    .where(and(eq(consoleConversationWaits.organizationId, target.organization.id), eq(consoleConversationWaits.conversationId, target.conversationId)));
  return publishSummary(db, target, conversation);
}

/** How long one attempt at a reply holds it: longer than any attempt takes, so only a crashed one is overtaken. */
const replyLeaseMs = 5 * 60_000;

type HeldReply = { sent: ThreadMessage } | { isOutcomeUnknown: boolean; firstTriedAt: Date };

/**
 * Holds the reply for this attempt: answers the message it already became, refuses while another attempt
 * is under way, and otherwise says whether an earlier attempt may have sent it without hearing back.
 */
async function holdReply(db: Database, target: InboxTarget, echoId: string): Promise<HeldReply> {
  const { organization, conversationId } = target;
  const now = new Date();
  const sendingUntil = new Date(now.getTime() + replyLeaseMs);
  const [reserved] = await db
    .insert(consoleManualMessages)
    .values({ echoId, organizationId: organization.id, conversationId, sendingUntil })
    .onConflictDoNothing()
    .returning();
  if (reserved) return { isOutcomeUnknown: false, firstTriedAt: reserved.createdAt };
  const [earlier] = await db.select().from(consoleManualMessages).where(eq(consoleManualMessages.echoId, echoId));
  // An attempt that failed without sending let go of the reply in between: hold it afresh.
  if (!earlier) return holdReply(db, target, echoId);
  if (earlier.organizationId !== organization.id || earlier.conversationId !== conversationId) {
    throw new ConsoleRouteError(409, "ECHO_ID_IN_USE", "This reply's id belongs to another conversation. Write the reply again.");
  }
  const sent = threadMessage.safeParse(earlier.message);
  if (earlier.messageId && sent.success) return { sent: sent.data };
  // An attempt whose hold ran out died on its way, perhaps after the API took the message: its outcome is unknown.
  const [held] = await db
    .update(consoleManualMessages)
    .set({ sendingUntil, isOutcomeUnknown: sql`${consoleManualMessages.isOutcomeUnknown} or ${consoleManualMessages.sendingUntil} is not null` })
    .where(
      and(
        eq(consoleManualMessages.echoId, echoId),
        isNull(consoleManualMessages.messageId),
        or(isNull(consoleManualMessages.sendingUntil), lt(consoleManualMessages.sendingUntil, now)),
      ),
    )
    .returning();
  if (!held) throw new ConsoleRouteError(409, "REPLY_IN_PROGRESS", "This reply is still being sent. Wait a moment before sending it again.");
  return { isOutcomeUnknown: held.isOutcomeUnknown, firstTriedAt: held.createdAt };
}

/** The message an earlier attempt sent although its answer was lost, read from the thread. */
async function findEarlierSend(db: Database, target: InboxTarget, text: string, firstTriedAt: Date) {
  const { messages } = await callUpstream(db, callerOf(target), listMessages, { params: { id: target.conversationId } });
  const candidates = messages.filter((message) => message.senderRole === "manual_assistant").map((message) => message.id);
  const claimed = candidates.length
    ? await db
        .select({ messageId: consoleManualMessages.messageId })
        .from(consoleManualMessages)
        .where(and(eq(consoleManualMessages.organizationId, target.organization.id), inArray(consoleManualMessages.messageId, candidates)))
    : [];
  return findSentReply(messages, { text, firstTriedAt }, new Set(claimed.map((row) => row.messageId!)));
}

/** Keeps what the reply became, so sending it again answers the same message, and announces it. */
async function recordSent(db: Database, user: SessionUser, target: InboxTarget, echoId: string, sent: MessageResponse): Promise<ThreadMessage> {
  const message = toThreadMessage(sent, user.name);
  try {
    await db
      .update(consoleManualMessages)
      .set({ messageId: message.id, message, sendingUntil: null, isOutcomeUnknown: false })
      .where(eq(consoleManualMessages.echoId, echoId));
  } catch (error) {
    // Another reply of the same text took this message as its own at the same moment: this one is unconfirmed.
    if (isUniqueViolation(error))
      throw new ConsoleRouteError(409, "REPLY_UNCONFIRMED", "This reply could not be confirmed. Send it again: it is not sent twice.");
    throw error;
  }
  const { organization, agentId, conversationId } = target;
  await publishInboxEvents(db, { organizationId: organization.id, agentId, conversationId }, [{ type: "message", conversationId, message }]);
  return message;
}

/**
 * Sends an operator's reply in the conversation. The echo id makes it safe to send again: a reply already
 * sent answers the message it became; one still on its way is refused as such; one whose send got no answer
 * is looked for in the thread before it is sent again. A conversation still with the AI is taken over first,
 * as an operator's first reply means to.
 */
export async function sendReply(db: Database, user: SessionUser, target: InboxTarget, reply: InboxReplyBody): Promise<ThreadMessage> {
  const held = await holdReply(db, target, reply.echoId);
  if ("sent" in held) return held.sent;
  let stage: "preparing" | "sending" | "sent" = "preparing";
  try {
    if (held.isOutcomeUnknown) {
      const earlier = await findEarlierSend(db, target, reply.message, held.firstTriedAt);
      if (earlier) return await recordSent(db, user, target, reply.echoId, earlier);
    }
    const current = await callUpstream(db, callerOf(target), getConversation, { params: { id: target.conversationId } });
    if (current.mode !== "manual") await takeOver(db, user, target, "reply");
    else await claimConversation(db, user, target, "reply");
    stage = "sending";
    const sent = await callUpstream(db, callerOf(target), sendManualMessage, { params: { id: target.conversationId }, body: { message: reply.message } });
    stage = "sent";
    return await recordSent(db, user, target, reply.echoId, sent);
  } catch (error) {
    const mayBeSent = held.isOutcomeUnknown || stage === "sent" || (stage === "sending" && (!(error instanceof AgentApiError) || mayHaveTakenEffect(error)));
    const where = and(eq(consoleManualMessages.echoId, reply.echoId), isNull(consoleManualMessages.messageId));
    if (mayBeSent) await db.update(consoleManualMessages).set({ sendingUntil: null, isOutcomeUnknown: true }).where(where);
    else await db.delete(consoleManualMessages).where(where);
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
    .select({
      id: consoleConversationNotes.id,
      body: consoleConversationNotes.body,
      authorName: consoleUsers.name,
      createdAt: consoleConversationNotes.createdAt,
    })
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
