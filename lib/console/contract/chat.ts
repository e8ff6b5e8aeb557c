import { chatSendBody, chatSendResult, chatStartBody, chatThread } from "@/lib/schemas/console/chat";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Chat";
const roles = ["superadmin", "org_admin", "operator"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;
const conversationId = pathParams.conversation;
const agentRefusal = "An agent the caller does not work on, or one the console holds no key for, is answered 404 `NOT_FOUND`.";

export const startChat = defineConsoleRoute({
  id: "startChat",
  method: "POST",
  path: "/organizations/{organizationId}/chat/{agentId}/conversations",
  params: { organizationId, agentId },
  tag,
  summary: "Starts a customer chat with the agent: finds or creates the customer by email, then opens a conversation",
  description: agentRefusal,
  roles,
  body: chatStartBody,
  response: chatThread,
  status: 201,
  action: "chat.conversation.start",
});

export const getChatThread = defineConsoleRoute({
  id: "getChatThread",
  method: "GET",
  path: "/organizations/{organizationId}/chat/{agentId}/conversations/{conversationId}/messages",
  params: { organizationId, agentId, conversationId },
  tag,
  summary: "A conversation the chat page started, and its messages oldest first: polled for the operator's replies",
  description: agentRefusal,
  roles,
  response: chatThread,
});

export const sendChatMessage = defineConsoleRoute({
  id: "sendChatMessage",
  method: "POST",
  path: "/organizations/{organizationId}/chat/{agentId}/conversations/{conversationId}/messages",
  params: { organizationId, agentId, conversationId },
  tag,
  summary: "Sends the customer's message and waits for the agent's answer (none while a person has the conversation)",
  description: agentRefusal,
  roles,
  body: chatSendBody,
  response: chatSendResult,
  status: 201,
  action: "chat.message.send",
});
