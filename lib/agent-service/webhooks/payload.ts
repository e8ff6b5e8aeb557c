import "server-only";
import { randomUUID } from "node:crypto";

import { and, asc, eq, or, sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcAgents, svcConversations, svcConversationUsers, svcFeedbacks, svcMessages } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";
import type { webhookTriggers } from "@/lib/schemas/agent-api/agents";

export type WebhookTrigger = (typeof webhookTriggers)[number];

type MessageRow = typeof svcMessages.$inferSelect;

export type TranscriptEntry = { id: string; senderRole: MessageRow["senderRole"]; message: string; createdAt: string };

/** The body of every delivery: what happened, to which conversation, with its user, transcript and scores. */
export type ConversationEventPayload = {
  type: WebhookTrigger;
  id: string;
  timestamp: string;
  agent: { id: string; name: string; publicName: string };
  conversation: {
    id: string;
    title: string | null;
    mode: "ai" | "manual";
    conversationStateId: string | null;
    status: "active" | "inactive" | "archived";
    source: string;
    createdAt: string;
    updatedAt: string;
    escalationReason: string | null;
    /** What the user asked, what the agent answered, and each change of hands (see conversations/summary.ts). */
    summary: string | null;
  };
  user: {
    id: string;
    firstName: string;
    lastName: string;
    email: string | null;
    phoneNumber: string | null;
    fkId: string | null;
  };
  message: (TranscriptEntry & { source: string; files: MessageRow["files"] }) | null;
  transcript: TranscriptEntry[];
  transcriptOmitted: number;
  scores: { score: number | null; feedback: { up: number; down: number } };
};

/**
 * A delivery carries at most this many of the latest messages, so that its size stays bounded however long the
 * conversation grows (each message is at most `messageMaxLength` characters); `transcriptOmitted` says how many earlier ones
 * were left out.
 */
export const transcriptLimit = 50;

export type ConversationEvent = { agentId: string; conversationId: string; trigger: WebhookTrigger; messageId?: string };

const iso = (date: Date) => date.toISOString();

/** The columns of a message a delivery shows (its full AI response, with citations, is not one of them). */
const transcriptColumns = {
  id: svcMessages.id,
  senderRole: svcMessages.senderRole,
  message: svcMessages.message,
  createdAt: svcMessages.createdAt,
  questionMessageId: svcMessages.questionMessageId,
  source: svcMessages.source,
  files: svcMessages.files,
};

type TranscriptRow = Pick<MessageRow, keyof typeof transcriptColumns>;

const transcriptEntry = (row: TranscriptRow): TranscriptEntry => ({
  id: row.id,
  senderRole: row.senderRole,
  message: row.message,
  createdAt: iso(row.createdAt),
});

/** Oldest first; a question and its answer stored in one transaction share a time, and the question goes first. */
function chronological(rows: TranscriptRow[]): TranscriptRow[] {
  const isQuestion = (row: TranscriptRow) => (row.questionMessageId === null || row.questionMessageId === row.id ? 0 : 1);
  return [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || isQuestion(a) - isQuestion(b));
}

/** The conversation's votes of one kind, as a column of the statement that reads the conversation. */
const feedbackCount = (voteType: "up" | "down") =>
  sql<number>`(select count(*) from ${svcFeedbacks} f join ${svcMessages} m on m.id = f.message_id
    where m.conversation_id = svc_conversations.id and f.vote_type = ${voteType})`;

/** How many messages the conversation holds, as a column of the statement that reads the conversation. */
const messageCount = sql<number>`(select count(*) from ${svcMessages} m where m.conversation_id = svc_conversations.id)`;

/**
 * The messages a transcript may show: those from the millisecond of the `transcriptLimit`-th latest on (all of
 * them in a shorter conversation), and the event's own message wherever it is. Read by index instead of the whole
 * conversation, so an event of a long conversation costs what one of a short one does. The millisecond, as
 * `chronological` compares times by the millisecond: every message it could place among the latest is read.
 */
function latestMessages(db: Database, conversationId: string, messageId: string | undefined) {
  const boundary = sql`coalesce((select date_trunc('milliseconds', m.created_at) from ${svcMessages} m where m.conversation_id = ${conversationId}
    order by m.created_at desc limit 1 offset ${transcriptLimit - 1}), '-infinity')`;
  const isLatest = sql`${svcMessages.createdAt} >= ${boundary}`;
  return db
    .select(transcriptColumns)
    .from(svcMessages)
    .where(and(eq(svcMessages.conversationId, conversationId), messageId && isUuid(messageId) ? or(isLatest, eq(svcMessages.id, messageId)) : isLatest))
    .orderBy(asc(svcMessages.createdAt), asc(svcMessages.id));
}

/** The event as it stands now, or undefined when the conversation is not the agent's (anymore). */
export async function buildConversationEventPayload(db: Database, event: ConversationEvent, now = new Date()): Promise<ConversationEventPayload | undefined> {
  const [found] = await db
    .select({
      conversation: {
        id: svcConversations.id,
        title: svcConversations.title,
        mode: svcConversations.mode,
        stateId: svcConversations.stateId,
        status: svcConversations.status,
        source: svcConversations.source,
        createdAt: svcConversations.createdAt,
        updatedAt: svcConversations.updatedAt,
        escalationReason: svcConversations.escalationReason,
        summary: svcConversations.summary,
        score: svcConversations.score,
      },
      user: {
        id: svcConversationUsers.id,
        firstName: svcConversationUsers.firstName,
        lastName: svcConversationUsers.lastName,
        email: svcConversationUsers.email,
        phoneNumber: svcConversationUsers.phoneNumber,
        fkId: svcConversationUsers.fkId,
      },
      agent: { id: svcAgents.id, name: svcAgents.name, publicName: svcAgents.publicName },
      up: feedbackCount("up"),
      down: feedbackCount("down"),
      messageCount,
    })
    .from(svcConversations)
    .innerJoin(svcConversationUsers, eq(svcConversations.conversationUserId, svcConversationUsers.id))
    .innerJoin(svcAgents, eq(svcConversations.agentId, svcAgents.id))
    .where(and(eq(svcConversations.id, event.conversationId), eq(svcConversations.agentId, event.agentId)));
  if (!found) return undefined;
  const { conversation, user, agent } = found;
  const feedback = { up: Number(found.up), down: Number(found.down) };

  const total = Number(found.messageCount);
  const messages = chronological(await latestMessages(db, conversation.id, event.messageId));
  const message = event.messageId ? messages.find((row) => row.id === event.messageId) : undefined;

  return {
    type: event.trigger,
    id: randomUUID(),
    timestamp: iso(now),
    agent: { id: agent.id, name: agent.name, publicName: agent.publicName },
    conversation: {
      id: conversation.id,
      title: conversation.title,
      mode: conversation.mode,
      conversationStateId: conversation.stateId,
      status: conversation.status,
      source: conversation.source,
      createdAt: iso(conversation.createdAt),
      updatedAt: iso(conversation.updatedAt),
      escalationReason: conversation.escalationReason,
      summary: conversation.summary,
    },
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      fkId: user.fkId,
    },
    message: message ? { ...transcriptEntry(message), source: message.source, files: message.files } : null,
    transcript: messages.slice(-transcriptLimit).map(transcriptEntry),
    transcriptOmitted: Math.max(0, total - transcriptLimit),
    scores: { score: conversation.score, feedback },
  };
}
