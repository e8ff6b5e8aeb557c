import "server-only";
import { randomUUID } from "node:crypto";

import { and, asc, eq, sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcAgents, svcConversations, svcConversationUsers, svcFeedbacks, svcMessages } from "@/lib/db/schema";
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

const transcriptEntry = (row: MessageRow): TranscriptEntry => ({
  id: row.id,
  senderRole: row.senderRole,
  message: row.message,
  createdAt: iso(row.createdAt),
});

/** Oldest first; a question and its answer stored in one transaction share a time, and the question goes first. */
function chronological(rows: MessageRow[]): MessageRow[] {
  const isQuestion = (row: MessageRow) => (row.questionMessageId === null || row.questionMessageId === row.id ? 0 : 1);
  return [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || isQuestion(a) - isQuestion(b));
}

/** The conversation's votes of one kind, as a column of the statement that reads the conversation. */
const feedbackCount = (voteType: "up" | "down") =>
  sql<number>`(select count(*) from ${svcFeedbacks} f join ${svcMessages} m on m.id = f.message_id
    where m.conversation_id = svc_conversations.id and f.vote_type = ${voteType})`;

/** The event as it stands now, or undefined when the conversation is not the agent's (anymore). */
export async function buildConversationEventPayload(db: Database, event: ConversationEvent, now = new Date()): Promise<ConversationEventPayload | undefined> {
  const [found] = await db
    .select({ conversation: svcConversations, user: svcConversationUsers, agent: svcAgents, up: feedbackCount("up"), down: feedbackCount("down") })
    .from(svcConversations)
    .innerJoin(svcConversationUsers, eq(svcConversations.conversationUserId, svcConversationUsers.id))
    .innerJoin(svcAgents, eq(svcConversations.agentId, svcAgents.id))
    .where(and(eq(svcConversations.id, event.conversationId), eq(svcConversations.agentId, event.agentId)));
  if (!found) return undefined;
  const { conversation, user, agent } = found;
  const feedback = { up: Number(found.up), down: Number(found.down) };

  const rows = await db
    .select()
    .from(svcMessages)
    .where(eq(svcMessages.conversationId, conversation.id))
    .orderBy(asc(svcMessages.createdAt), asc(svcMessages.id));
  const messages = chronological(rows);
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
    transcriptOmitted: Math.max(0, messages.length - transcriptLimit),
    scores: { score: conversation.score, feedback },
  };
}
