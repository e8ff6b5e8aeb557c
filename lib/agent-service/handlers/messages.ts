import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";

import { getResponseOn, listMessages, sendManualMessage, sendMessage, sendMessageAsync, updateConversationMode } from "@/lib/agent-api/contract/conversations";
import type { Database } from "@/lib/db";
import { svcFeedbacks, svcMessages } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import type { AgentPrincipal } from "../auth";
import { applyConversationChange } from "../conversations/lifecycle";
import { conversationView, findConversation, stateOfKind, type ConversationRow } from "../conversations/records";
import { enqueueReply, replyJobKind } from "../conversations/reply-job";
import { findReply, replyToNewQuestion, storeUserMessage } from "../conversations/turns";
import { badRequest, notFound } from "../errors";
import { implement } from "../implement";
import { latestJobFor } from "../jobs/queue";
import { enforceMonthlyLimits } from "../limit-enforcement";
import { presentMessage } from "../presenters";
import { estimateTokens } from "../tokens";
import { resolveAttachedFiles } from "./signed-files";
import { emitConversationEvent } from "../webhooks/events";

function refuseIfEnded(conversation: ConversationRow) {
  if (conversation.closedAt || conversation.status === "archived") {
    throw badRequest("The conversation has ended; start a new one.", [{ field: "id", message: "conversation ended" }]);
  }
}

/** A message the agent would answer is refused, before anything is stored, once a token limit is spent. */
async function refuseIfTokensSpent(db: Database, principal: AgentPrincipal, conversation: ConversationRow, operationId: string) {
  if (conversation.mode !== "ai") return;
  await enforceMonthlyLimits(db, {
    organization: principal.organization,
    agentId: principal.agent.id,
    conversationUserId: conversation.conversationUserId,
    field: "tokensAmountPerMonth",
    operationId,
  });
}

/** The message's files; while the agent answers (`ai` mode) a user's files must be readable, since it reads them to answer. */
async function attachedFiles(
  db: Database,
  conversation: ConversationRow,
  files: { fileName: string; storagePath: string }[] | undefined,
  { isReadByAgent = conversation.mode === "ai" } = {},
) {
  if (!files?.length) return undefined;
  return resolveAttachedFiles(db, { agentId: conversation.agentId, conversationId: conversation.id, purpose: "message", files, isReadByAgent });
}

export const messageHandlers = [
  implement(listMessages, async ({ db, principal, params, query }) => {
    const conversation = await findConversation(db, principal.agent.id, params.id);
    const direction = query.orderDirection === "DESC" ? desc : asc;
    const rows = await db
      .select()
      .from(svcMessages)
      .where(eq(svcMessages.conversationId, conversation.id))
      .orderBy(direction(svcMessages.createdAt), direction(svcMessages.id));
    const feedbacks =
      query.shouldIncludeFeedbacks && rows.length > 0
        ? await db
            .select()
            .from(svcFeedbacks)
            .where(
              inArray(
                svcFeedbacks.messageId,
                rows.map((row) => row.id),
              ),
            )
        : [];
    return {
      messages: rows.map((row) =>
        presentMessage(row, query.shouldIncludeFeedbacks ? feedbacks.filter((feedback) => feedback.messageId === row.id) : undefined),
      ),
    };
  }),

  implement(sendMessage, async ({ db, principal, params, body }) => {
    const conversation = await findConversation(db, principal.agent.id, params.id);
    refuseIfEnded(conversation);
    await refuseIfTokensSpent(db, principal, conversation, sendMessage.id);
    const question = await storeUserMessage(db, conversation, { message: body.message, files: await attachedFiles(db, conversation, body.files) });
    const reply = await replyToNewQuestion(db, principal.agent, conversation, question, { context: body.context });
    if (!reply) {
      await emitConversationEvent(db, { agentId: conversation.agentId, conversationId: conversation.id, trigger: "each_message", messageId: question.id });
    }
    return presentMessage(reply ?? question);
  }),

  implement(sendMessageAsync, async ({ db, principal, params, body }) => {
    const conversation = await findConversation(db, principal.agent.id, params.id);
    refuseIfEnded(conversation);
    await refuseIfTokensSpent(db, principal, conversation, sendMessageAsync.id);
    const question = await storeUserMessage(db, conversation, { message: body.message, files: await attachedFiles(db, conversation, body.files) });
    if (conversation.mode === "ai") await enqueueReply(db, question.id, body.context);
    else await emitConversationEvent(db, { agentId: conversation.agentId, conversationId: conversation.id, trigger: "each_message", messageId: question.id });
    return presentMessage(question);
  }),

  implement(getResponseOn, async ({ db, principal, params }) => {
    const conversation = await findConversation(db, principal.agent.id, params.id);
    const [question] = isUuid(params.questionMessageId)
      ? await db
          .select()
          .from(svcMessages)
          .where(and(eq(svcMessages.id, params.questionMessageId), eq(svcMessages.conversationId, conversation.id)))
      : [];
    if (!question) throw notFound("Question message", params.questionMessageId);
    const reply = await findReply(db, question.id);
    if (reply) return { status: "completed" as const, message: presentMessage(reply), error: null };
    const job = await latestJobFor(db, replyJobKind, question.id);
    if (job?.status === "failed") return { status: "failed" as const, message: null, error: job.lastError ?? "The agent could not reply." };
    return { status: "pending" as const, message: null, error: null };
  }),

  implement(updateConversationMode, async ({ db, principal, params, body }) => {
    const conversation = await findConversation(db, principal.agent.id, params.id);
    const state = conversation.closedAt ? undefined : await stateOfKind(db, conversation.agentId, body.mode === "manual" ? "with_human" : "open");
    const updated = await applyConversationChange(db, conversation, { mode: body.mode, ...(state ? { stateId: state.id } : {}) }, state);
    if (body.mode === "manual" && conversation.mode !== "manual") {
      await emitConversationEvent(db, { agentId: conversation.agentId, conversationId: conversation.id, trigger: "manual" });
    }
    return conversationView(db, updated);
  }),

  implement(sendManualMessage, async ({ db, principal, params, body }) => {
    const conversation = await findConversation(db, principal.agent.id, params.id);
    if (conversation.mode !== "manual" || conversation.source === "voice") {
      throw badRequest("Conversation must be in manual mode and not a voice conversation.", [
        { field: "mode", message: `the conversation is in ${conversation.mode} mode` },
      ]);
    }
    let questionMessageId: string | null = null;
    if (body.conversationMessageId) {
      const [question] = isUuid(body.conversationMessageId)
        ? await db
            .select({ id: svcMessages.id })
            .from(svcMessages)
            .where(and(eq(svcMessages.id, body.conversationMessageId), eq(svcMessages.conversationId, conversation.id)))
        : [];
      if (!question) throw notFound("Conversation message", body.conversationMessageId);
      questionMessageId = question.id;
    }
    const files = await attachedFiles(db, conversation, body.files, { isReadByAgent: false });
    const [message] = await db
      .insert(svcMessages)
      .values({
        conversationId: conversation.id,
        agentId: conversation.agentId,
        senderRole: "manual_assistant",
        message: body.message,
        source: conversation.source,
        questionMessageId,
        authorId: body.authorId,
        files: files?.length ? files : null,
        tokens: estimateTokens(body.message),
      })
      .returning();
    await applyConversationChange(db, conversation, {}, undefined);
    await emitConversationEvent(db, { agentId: conversation.agentId, conversationId: conversation.id, trigger: "each_message", messageId: message!.id });
    return presentMessage(message!);
  }),
];
