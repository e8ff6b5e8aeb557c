import {
  playgroundConversation,
  playgroundMessage,
  playgroundMessages,
  playgroundPromptBody,
  playgroundPromptQueued,
  playgroundPromptResult,
  playgroundReply,
  playgroundSendBody,
  playgroundUploadTicket,
  playgroundUploadUrlBody,
} from "@/lib/schemas/console/playground";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Playground";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;
const conversationId = pathParams.conversation;

export const startPlaygroundConversation = defineConsoleRoute({
  id: "startPlaygroundConversation",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/playground/conversations",
  params: { organizationId, agentId },
  tag,
  summary: "Opens a new playground conversation for the caller's test user (created on first use)",
  roles,
  response: playgroundConversation,
  status: 201,
  action: "playground.conversation.start",
});

export const listPlaygroundMessages = defineConsoleRoute({
  id: "listPlaygroundMessages",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/playground/conversations/{conversationId}/messages",
  params: { organizationId, agentId, conversationId },
  tag,
  summary: "The messages of one of the caller's playground conversations, oldest first",
  roles,
  response: playgroundMessages,
});

export const sendPlaygroundMessage = defineConsoleRoute({
  id: "sendPlaygroundMessage",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/playground/conversations/{conversationId}/messages",
  params: { organizationId, agentId, conversationId },
  tag,
  summary: "Sends the test user's message and waits for the agent's answer, which is the response",
  roles,
  body: playgroundSendBody,
  response: playgroundMessage,
  status: 201,
  action: "playground.message.send",
});

export const sendPlaygroundMessageAsync = defineConsoleRoute({
  id: "sendPlaygroundMessageAsync",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/playground/conversations/{conversationId}/messages/async",
  params: { organizationId, agentId, conversationId },
  tag,
  summary: "Sends the test user's message without waiting: the stored message comes back, and its answer is polled for",
  roles,
  body: playgroundSendBody,
  response: playgroundMessage,
  status: 201,
  action: "playground.message.send_async",
});

export const getPlaygroundReply = defineConsoleRoute({
  id: "getPlaygroundReply",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/playground/conversations/{conversationId}/messages/{messageId}/reply",
  params: { organizationId, agentId, conversationId, messageId: pathParams.message },
  tag,
  summary: "The agent's answer to a message sent without waiting: pending, completed with the answer, or failed with why",
  roles,
  response: playgroundReply,
});

export const runPlaygroundPrompt = defineConsoleRoute({
  id: "runPlaygroundPrompt",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/playground/prompts",
  params: { organizationId, agentId },
  tag,
  summary: "Runs a one-off prompt outside any conversation and waits for the answer",
  roles,
  body: playgroundPromptBody,
  response: playgroundPromptResult,
  action: "playground.prompt.run",
});

export const queuePlaygroundPrompt = defineConsoleRoute({
  id: "queuePlaygroundPrompt",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/playground/prompts/async",
  params: { organizationId, agentId },
  tag,
  summary: "Queues a one-off prompt; its result is polled for by the returned id",
  roles,
  body: playgroundPromptBody,
  response: playgroundPromptQueued,
  action: "playground.prompt.queue",
});

export const getPlaygroundPromptResult = defineConsoleRoute({
  id: "getPlaygroundPromptResult",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/playground/prompts/{promptId}",
  params: { organizationId, agentId, promptId: pathParams.prompt },
  tag,
  summary: "The result of a queued prompt: pending until the agent has answered",
  description: "Only the agent that queued the prompt can read its result.",
  roles,
  response: playgroundPromptResult,
});

export const createPlaygroundUploadUrl = defineConsoleRoute({
  id: "createPlaygroundUploadUrl",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/playground/prompts/upload-url",
  params: { organizationId, agentId },
  tag,
  summary: "A signed URL the browser PUTs a prompt file's bytes to, itself: the console never carries the bytes",
  roles,
  body: playgroundUploadUrlBody,
  response: playgroundUploadTicket,
  action: "playground.prompt.upload-url",
});
