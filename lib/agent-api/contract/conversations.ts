import { z } from "zod";

import { idParam } from "@/lib/schemas/agent-api/common";
import {
  conversationPage,
  conversationResponse,
  conversationStatesResponse,
  conversationWithFeedbacksResponse,
  createConversationBody,
  deleteUserConversationsBody,
  downloadUrlResponse,
  listConversationsQuery,
  listMessagesQuery,
  messageResponse,
  messagesResponse,
  responseOnResponse,
  sendManualMessageBody,
  sendMessageBody,
  startConversationBody,
  startConversationResponse,
  updateConversationBody,
  updateModeBody,
  uploadUrlBody,
  uploadUrlResponse,
} from "@/lib/schemas/agent-api/conversations";

import { attachedFilesAreRead } from "./attached-files";
import { defineOperation } from "./operation";

const tag = "Conversations";
const scope = "agent";
const rateClass = "ai";

export const listConversations = defineOperation({
  id: "listConversations",
  method: "get",
  path: "/conversations",
  scope,
  rateClass,
  tag,
  summary: "Get conversations",
  description:
    "Pages of the agent's conversations. searchKeyword matches title, summary, agent name, the user's names, email and phone number; startDate and endDate bound updatedAt.",
  query: listConversationsQuery,
  status: 200,
  response: conversationPage,
});

export const createConversation = defineOperation({
  id: "createConversation",
  method: "post",
  path: "/conversations",
  scope,
  rateClass,
  tag,
  summary: "Create a new conversation",
  body: createConversationBody,
  status: 201,
  response: conversationResponse,
  notFound: "Conversation user or conversation state",
});

export const deleteUserConversations = defineOperation({
  id: "deleteUserConversations",
  method: "delete",
  path: "/conversations",
  scope,
  rateClass,
  tag,
  summary: "Delete all user conversations in current agent",
  body: deleteUserConversationsBody,
  status: 204,
});

export const listConversationStates = defineOperation({
  id: "listConversationStates",
  method: "get",
  path: "/conversations/states",
  scope,
  rateClass,
  tag,
  summary: "Get conversation states",
  description:
    'The agent\'s own list of states. "Waiting for a human" is where the agent puts a conversation that needs a person; "Closed" is where closing puts it.',
  status: 200,
  response: conversationStatesResponse,
});

export const getConversation = defineOperation({
  id: "getConversation",
  method: "get",
  path: "/conversations/{id}",
  scope,
  rateClass,
  tag,
  summary: "Get conversation by ID",
  params: idParam,
  status: 200,
  response: conversationWithFeedbacksResponse,
  notFound: "Conversation",
});

export const updateConversation = defineOperation({
  id: "updateConversation",
  method: "put",
  path: "/conversations/{id}",
  scope,
  rateClass,
  tag,
  summary: "Update conversation",
  description: "Moving a conversation to a closed state (or status archived) ends the dialog and fires end_dialog webhooks.",
  params: idParam,
  body: updateConversationBody,
  status: 200,
  response: conversationResponse,
  notFound: "Conversation or conversation state",
});

export const startConversation = defineOperation({
  id: "startConversation",
  method: "post",
  path: "/conversations/start",
  scope,
  rateClass,
  tag,
  summary: "Start a new conversation",
  description:
    "Finds or creates the user, opens a conversation on the channel and stores the agent's opening message (emailIntroduction, smsIntroduction or firstMessage).",
  body: startConversationBody,
  status: 201,
  response: startConversationResponse,
  limitedBy:
    "Refused once the channel's monthly amount is spent (`emailsAmountPerMonth`, `smsAmountPerMonth` or `secondsAmountPerMonth`): the user's own limit when the user exists, the agent's, or the subscription's over all the organization's agents.",
});

export const listMessages = defineOperation({
  id: "listMessages",
  method: "get",
  path: "/conversations/{id}/messages",
  scope,
  rateClass,
  tag,
  summary: "Get conversation messages",
  params: idParam,
  query: listMessagesQuery,
  status: 200,
  response: messagesResponse,
  notFound: "Conversation",
});

export const sendMessage = defineOperation({
  id: "sendMessage",
  method: "post",
  path: "/conversations/{id}/messages",
  scope,
  rateClass,
  tag,
  summary: "Send a message to an agent",
  description: `Stores the user's message and waits for the agent's reply, which is the response. In manual mode the agent does not reply: the response is the stored user message, for people to answer. ${attachedFilesAreRead} Files attached to earlier messages of the conversation stay usable for follow-up questions.`,
  params: idParam,
  body: sendMessageBody,
  status: 201,
  response: messageResponse,
  notFound: "Conversation",
  limitedBy:
    "Refused once the month's tokens are spent: the conversation user's `tokensAmountPerMonth`, the agent's, or the subscription's over all the organization's agents. Not checked in manual mode, where the agent does not answer.",
});

export const sendMessageAsync = defineOperation({
  id: "sendMessageAsync",
  method: "post",
  path: "/conversations/{id}/messages/async",
  scope,
  rateClass,
  tag,
  summary: "Send a message to an agent (async)",
  description: `Stores the user's message and returns it at once; poll response-on with its id for the reply. ${attachedFilesAreRead}`,
  params: idParam,
  body: sendMessageBody,
  status: 201,
  response: messageResponse,
  notFound: "Conversation",
  limitedBy:
    "Refused once the month's tokens are spent: the conversation user's `tokensAmountPerMonth`, the agent's, or the subscription's over all the organization's agents. Checked before the message is stored or a reply queued; not in manual mode.",
});

export const getResponseOn = defineOperation({
  id: "getResponseOn",
  method: "get",
  path: "/conversations/{id}/messages/{questionMessageId}/response-on",
  scope,
  rateClass,
  tag,
  summary: "Get response on a message",
  params: z.object({ id: z.string().min(1), questionMessageId: z.string().min(1) }),
  status: 200,
  response: responseOnResponse,
  notFound: "Conversation or question message",
});

export const updateConversationMode = defineOperation({
  id: "updateConversationMode",
  method: "put",
  path: "/conversations/{id}/mode",
  scope,
  rateClass,
  tag,
  summary: "Update conversation mode",
  description: "manual: people answer and the agent never does. ai: the agent answers again.",
  params: idParam,
  body: updateModeBody,
  status: 200,
  response: conversationResponse,
  notFound: "Conversation",
});

export const sendManualMessage = defineOperation({
  id: "sendManualMessage",
  method: "post",
  path: "/conversations/{id}/send-manual-message",
  scope,
  rateClass,
  tag,
  summary: "Send a manual message to a user",
  params: idParam,
  body: sendManualMessageBody,
  status: 200,
  response: messageResponse,
  notFound: "Conversation",
  badRequest: "The conversation is not in manual mode, or it is a voice conversation.",
});

export const createMessageFileUploadUrl = defineOperation({
  id: "createMessageFileUploadUrl",
  method: "post",
  path: "/conversations/{id}/message-files/upload-url",
  scope,
  rateClass,
  tag,
  summary: "Create signed upload URL for conversation message file",
  description: "The URL accepts one PUT of the file with the given Content-Type within 15 minutes.",
  params: idParam,
  body: uploadUrlBody,
  status: 200,
  response: uploadUrlResponse,
  notFound: "Conversation",
});

export const getMessageFileDownloadUrl = defineOperation({
  id: "getMessageFileDownloadUrl",
  method: "get",
  path: "/conversations/{id}/message-files/{fileId}/signed-url",
  scope,
  rateClass,
  tag,
  summary: "Get signed download URL for conversation message file",
  description: "The URL works for 15 minutes.",
  params: z.object({ id: z.string().min(1), fileId: z.string().min(1) }),
  status: 200,
  response: downloadUrlResponse,
  notFound: "Conversation or file",
});

export const conversationOperations = [
  listConversations,
  createConversation,
  deleteUserConversations,
  listConversationStates,
  getConversation,
  updateConversation,
  startConversation,
  listMessages,
  sendMessage,
  sendMessageAsync,
  getResponseOn,
  updateConversationMode,
  sendManualMessage,
  createMessageFileUploadUrl,
  getMessageFileDownloadUrl,
];
