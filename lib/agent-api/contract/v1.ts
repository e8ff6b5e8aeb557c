import { idParam } from "@/lib/schemas/agent-api/common";
import {
  v1ConversationResponse,
  v1CreateConversationBody,
  v1Message,
  v1MessagesQuery,
  v1MessagesResponse,
  v1SendMessageBody,
} from "@/lib/schemas/agent-api/v1";

import { defineOperation } from "./operation";

const tag = "Alternate surface (v1)";
const common = { surface: "v1", scope: "bearer", rateClass: "ai", tag } as const;

export const v1CreateConversation = defineOperation({
  ...common,
  id: "v1CreateConversation",
  method: "post",
  path: "/conversations",
  summary: "Create a new conversation thread",
  body: v1CreateConversationBody,
  status: 201,
  response: v1ConversationResponse,
});

export const v1GetConversation = defineOperation({
  ...common,
  id: "v1GetConversation",
  method: "get",
  path: "/conversations/{id}",
  summary: "Retrieve a conversation",
  params: idParam,
  status: 200,
  response: v1ConversationResponse,
  notFound: "Conversation",
});

export const v1DeleteConversation = defineOperation({
  ...common,
  id: "v1DeleteConversation",
  method: "delete",
  path: "/conversations/{id}",
  summary: "Delete a conversation and its messages",
  params: idParam,
  status: 204,
  notFound: "Conversation",
});

export const v1SendMessage = defineOperation({
  ...common,
  id: "v1SendMessage",
  method: "post",
  path: "/conversation-messages",
  summary: "Send a message to an existing or new conversation",
  description: "Without conversationId, opens a conversation (with the given user) first. Returns the agent's reply.",
  body: v1SendMessageBody,
  status: 201,
  response: v1Message,
  notFound: "Conversation",
  limitedBy:
    "Refused once the month's tokens are spent: the conversation user's `tokensAmountPerMonth`, the agent's, or the subscription's over all the organization's agents.",
});

export const v1ListMessages = defineOperation({
  ...common,
  id: "v1ListMessages",
  method: "get",
  path: "/conversation-messages",
  summary: "Retrieve message history for a conversation",
  query: v1MessagesQuery,
  status: 200,
  response: v1MessagesResponse,
  notFound: "Conversation",
});

export const v1Operations = [v1CreateConversation, v1GetConversation, v1DeleteConversation, v1SendMessage, v1ListMessages];
