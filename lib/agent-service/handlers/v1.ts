import "server-only";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";

import { v1CreateConversation, v1DeleteConversation, v1GetConversation, v1ListMessages, v1SendMessage } from "@/lib/agent-api/contract/v1";
import type { Database } from "@/lib/db";
import { svcConversations, svcMessages } from "@/lib/db/schema";
import type { v1CreateConversationBody } from "@/lib/schemas/agent-api/v1";

import type { AgentRow } from "../auth";
import { openConversation } from "../conversations/open";
import { findConversation, findOrInsertUser, type ConversationRow, type MessageRow } from "../conversations/records";
import { replyToNewQuestion, storeUserMessage } from "../conversations/turns";
import { badRequest } from "../errors";
import { implement } from "../implement";
import { enforceMonthlyLimits } from "../limit-enforcement";
import { emitConversationEvent } from "../webhooks/events";

type V1User = z.output<typeof v1CreateConversationBody>["user"];

const v1Role: Record<MessageRow["senderRole"], string> = {
  conversation_user: "user",
  assistant: "assistant",
  manual_assistant: "operator",
};

function presentV1Conversation(conversation: ConversationRow) {
  return {
    id: conversation.id,
    title: conversation.title,
    userId: conversation.conversationUserId,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
  };
}

function presentV1Message(message: MessageRow) {
  return {
    id: message.id,
    conversationId: message.conversationId,
    role: v1Role[message.senderRole],
    content: message.message,
    createdAt: message.createdAt.toISOString(),
  };
}

/** The alternate surface identifies users loosely: by email when given, else as a new guest. */
async function userFor(db: Database, agentId: string, user: V1User) {
  return findOrInsertUser(
    db,
    agentId,
    { email: user?.email },
    {
      firstName: user?.firstName ?? "Guest",
      lastName: user?.lastName ?? "User",
      email: user?.email,
      metadata: user?.customData ? { customData: user.customData } : null,
      source: "api",
    },
  );
}

async function conversationFor(db: Database, agent: AgentRow, body: { conversationId?: string; context?: string; user?: V1User }) {
  if (body.conversationId) return findConversation(db, agent.id, body.conversationId);
  const user = await userFor(db, agent.id, body.user);
  return openConversation(db, { agentId: agent.id, conversationUserId: user.id, context: body.context });
}

export const v1Handlers = [
  implement(v1CreateConversation, async ({ db, principal, body }) => {
    const user = await userFor(db, principal.agent.id, body.user);
    const conversation = await openConversation(db, {
      agentId: principal.agent.id,
      conversationUserId: user.id,
      title: body.title,
      context: body.context,
    });
    return presentV1Conversation(conversation);
  }),

  implement(v1GetConversation, async ({ db, principal, params }) => presentV1Conversation(await findConversation(db, principal.agent.id, params.id))),

  implement(v1DeleteConversation, async ({ db, principal, params }) => {
    const conversation = await findConversation(db, principal.agent.id, params.id);
    await db.delete(svcConversations).where(eq(svcConversations.id, conversation.id));
  }),

  implement(v1SendMessage, async ({ db, principal, body }) => {
    const conversation = await conversationFor(db, principal.agent, body);
    if (conversation.closedAt || conversation.status === "archived") {
      throw badRequest("The conversation has ended; start a new one.", [{ field: "conversationId", message: "conversation ended" }]);
    }
    if (conversation.mode === "ai") {
      await enforceMonthlyLimits(db, {
        organization: principal.organization,
        agentId: principal.agent.id,
        conversationUserId: conversation.conversationUserId,
        field: "tokensAmountPerMonth",
        operationId: v1SendMessage.id,
      });
    }
    const question = await storeUserMessage(db, conversation, { message: body.message });
    const reply = await replyToNewQuestion(db, principal.agent, conversation, question, { context: body.context });
    if (!reply) {
      await emitConversationEvent(db, { agentId: conversation.agentId, conversationId: conversation.id, trigger: "each_message", messageId: question.id });
    }
    return presentV1Message(reply ?? question);
  }),

  implement(v1ListMessages, async ({ db, principal, query }) => {
    const conversation = await findConversation(db, principal.agent.id, query.conversationId);
    const messages = await db
      .select()
      .from(svcMessages)
      .where(eq(svcMessages.conversationId, conversation.id))
      .orderBy(asc(svcMessages.createdAt), asc(svcMessages.id));
    return { data: messages.map(presentV1Message) };
  }),
];
