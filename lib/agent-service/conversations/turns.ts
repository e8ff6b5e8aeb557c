import "server-only";
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcConversations, svcMessages, svcResourceUsage, type StoredMessageFile } from "@/lib/db/schema";

import type { AgentRow } from "../auth";
import { attachmentsForQuestion } from "./attachments";
import { planHandOff } from "./hand-off";
import { wakeJobWorker } from "../jobs/worker";
import { getResponder } from "../responder";
import type { HistoryTurn } from "../responder/types";
import { estimateTokens } from "../tokens";
import { usageInsert } from "../usage";
import { stateOfKind, type ConversationRow, type MessageRow } from "./records";
import { emitConversationEvent } from "../webhooks/events";

const historyTurns = 20;

const historyRole: Record<MessageRow["senderRole"], HistoryTurn["role"]> = {
  conversation_user: "user",
  assistant: "assistant",
  manual_assistant: "operator",
};

/** Stores a user message and moves the conversation's updatedAt, in one statement. */
export async function storeUserMessage(
  db: Database,
  conversation: ConversationRow,
  input: { message: string; files?: StoredMessageFile[] },
): Promise<MessageRow> {
  const id = crypto.randomUUID();
  const touched = db
    .$with("touched")
    .as(db.update(svcConversations).set({ updatedAt: new Date() }).where(eq(svcConversations.id, conversation.id)).returning({ id: svcConversations.id }));
  const [message] = await db
    .with(touched)
    .insert(svcMessages)
    .values({
      id,
      conversationId: conversation.id,
      agentId: conversation.agentId,
      senderRole: "conversation_user",
      message: input.message,
      source: conversation.source,
      questionMessageId: id,
      files: input.files?.length ? input.files : null,
      tokens: estimateTokens(input.message),
    })
    .returning();
  return message!;
}

export async function findReply(db: Database, questionMessageId: string): Promise<MessageRow | undefined> {
  const [reply] = await db
    .select()
    .from(svcMessages)
    .where(and(eq(svcMessages.questionMessageId, questionMessageId), sql`${svcMessages.senderRole} <> 'conversation_user'`))
    .orderBy(svcMessages.createdAt)
    .limit(1);
  return reply;
}

async function history(db: Database, question: MessageRow): Promise<HistoryTurn[]> {
  const rows = await db
    .select({ senderRole: svcMessages.senderRole, message: svcMessages.message })
    .from(svcMessages)
    .where(and(eq(svcMessages.conversationId, question.conversationId), lt(svcMessages.createdAt, question.createdAt)))
    .orderBy(desc(svcMessages.createdAt))
    .limit(historyTurns);
  return rows.reverse().map((row) => ({ role: historyRole[row.senderRole], text: row.message }));
}

type ReplyOptions = { context?: string };

/**
 * The agent's reply to a user message, stored with its citations; safe to call again for the same
 * question (it returns the reply already stored). In manual mode the agent does not reply, even if
 * a person took the conversation over while the reply was being written: the mode is checked again
 * under a row lock before the reply is stored.
 */
export async function replyTo(
  db: Database,
  agent: AgentRow,
  conversation: ConversationRow,
  question: MessageRow,
  options: ReplyOptions = {},
): Promise<MessageRow | undefined> {
  if (conversation.mode === "manual") return undefined;
  const existing = await findReply(db, question.id);
  if (existing) return existing;
  return writeReply(db, agent, conversation, question, options, { mayBeAnswered: true });
}

/**
 * The agent's reply to a user message just stored by the same request, which nothing else can have
 * answered yet: as `replyTo`, without looking for an earlier reply.
 */
export async function replyToNewQuestion(
  db: Database,
  agent: AgentRow,
  conversation: ConversationRow,
  question: MessageRow,
  options: ReplyOptions = {},
): Promise<MessageRow | undefined> {
  if (conversation.mode === "manual") return undefined;
  return writeReply(db, agent, conversation, question, options, { mayBeAnswered: false });
}

async function writeReply(
  db: Database,
  agent: AgentRow,
  conversation: ConversationRow,
  question: MessageRow,
  options: ReplyOptions,
  { mayBeAnswered }: { mayBeAnswered: boolean },
): Promise<MessageRow | undefined> {
  const earlier = await history(db, question);
  const reply = await getResponder().reply({
    db,
    agent,
    conversationId: conversation.id,
    context: [conversation.context, options.context].filter(Boolean).join("\n\n") || undefined,
    history: earlier,
    question: question.message,
    ...(await attachmentsForQuestion(db, question)),
  });
  // A reply asking for a person hands the conversation over only while people are there (see planHandOff).
  const handOff = reply.escalation
    ? await planHandOff(db, {
        agentId: agent.id,
        previousSummary: conversation.summary,
        turns: [...earlier, { role: "user", text: question.message }],
        question: question.message,
        replyText: reply.text,
        escalation: reply.escalation,
      })
    : undefined;
  const isHandedOver = handOff?.outcome.isHandedOver === true;
  const text = handOff?.text ?? reply.text;
  const waiting = isHandedOver ? await stateOfKind(db, agent.id, "waiting_for_human") : undefined;

  // The deliveries the reply's transaction queued, for the job worker once it has committed.
  let queuedDeliveries = 0;
  const stored = await db.transaction(async (tx) => {
    queuedDeliveries = 0;
    if (mayBeAnswered) {
      // A second run for the same question waits here for the first, then finds its reply.
      const [current] = await tx.select().from(svcConversations).where(eq(svcConversations.id, conversation.id)).for("update");
      if (!current || current.mode === "manual") return undefined;
      const [again] = await tx
        .select()
        .from(svcMessages)
        .where(and(eq(svcMessages.questionMessageId, question.id), eq(svcMessages.senderRole, "assistant")))
        .limit(1);
      if (again) return again;
    }
    // Locks the conversation and checks its mode in the same statement.
    const [current] = await tx
      .update(svcConversations)
      .set({
        updatedAt: new Date(),
        ...(handOff ? { summary: handOff.summary } : {}),
        ...(isHandedOver ? { escalationReason: reply.escalation?.reason, escalatedAt: new Date(), ...(waiting ? { stateId: waiting.id } : {}) } : {}),
      })
      .where(and(eq(svcConversations.id, conversation.id), ne(svcConversations.mode, "manual")))
      .returning({ source: svcConversations.source });
    if (!current) return undefined;
    const usage = usageInsert(tx, {
      agentId: agent.id,
      conversationId: conversation.id,
      conversationUserId: conversation.conversationUserId,
      type: "OPENAI_TOKENS",
      amount: reply.tokens.input + reply.tokens.output,
    });
    // The usage is recorded by the same statement as the reply.
    const insert = usage ? tx.with(tx.$with("usage").as(usage.returning({ id: svcResourceUsage.id }))).insert(svcMessages) : tx.insert(svcMessages);
    const [message] = await insert
      .values({
        conversationId: conversation.id,
        agentId: agent.id,
        senderRole: "assistant",
        message: text,
        source: current.source,
        questionMessageId: question.id,
        fullAIResponse: { outputText: text, fileCitations: reply.fileCitations, urlCitations: reply.urlCitations ?? [] },
        tokens: reply.tokens.output,
      })
      .returning();
    // In the reply's own transaction: a reply found stored on a second run has had its event recorded too.
    const inTransaction = { isInTransaction: true };
    const deliveries = await emitConversationEvent(
      tx,
      { agentId: agent.id, conversationId: conversation.id, trigger: "each_message", messageId: message!.id },
      inTransaction,
    );
    if (handOff && !isHandedOver) {
      const unavailable = { agentId: agent.id, conversationId: conversation.id, trigger: "chat_currently_unavailable" as const, messageId: question.id };
      deliveries.push(...(await emitConversationEvent(tx, unavailable, inTransaction)));
    }
    queuedDeliveries = deliveries.length;
    return message!;
  });
  if (queuedDeliveries > 0) wakeJobWorker(queuedDeliveries);
  return stored;
}
