import { z } from "zod";

import {
  inboxConversation,
  inboxFileLink,
  inboxList,
  inboxModeBody,
  inboxNote,
  inboxNoteBody,
  inboxNotes,
  inboxReplyBody,
  inboxTakeBody,
  inboxThread,
  savedReplies,
  savedReply,
  savedReplyBody,
  threadMessage,
} from "@/lib/schemas/console/inbox";

import { defineConsoleRoute } from "./define";
import { handlerCheckedQuery } from "./handler-checked-query";
import { pathParams } from "./path-params";

const tag = "Inbox";
/** Who works the inbox: admins on every agent of their organizations, operators on the agents given to them. */
const roles = ["superadmin", "org_admin", "operator"] as const;
const organizationId = pathParams.organization;
/** Checked against the caller's inbox by the handler: one that is not in it is answered 404. */
const conversationId = pathParams.any;
const notInInbox = "A conversation that is not in the caller's inbox is answered 404 `NOT_FOUND`.";
const heldByOther = `${notInInbox} When someone else holds it, 409 \`CLAIMED\` names them.`;

export const listInboxConversations = defineConsoleRoute({
  id: "listInboxConversations",
  method: "GET",
  path: "/organizations/{organizationId}/inbox/conversations",
  params: { organizationId },
  tag,
  summary: "The inbox: the conversations of every agent the user works on",
  roles,
  response: inboxList,
});

export const getInboxConversation = defineConsoleRoute({
  id: "getInboxConversation",
  method: "GET",
  path: "/organizations/{organizationId}/inbox/conversations/{conversationId}",
  params: { organizationId, conversationId },
  tag,
  summary: "One conversation: its summary, messages, user and states",
  description: notInInbox,
  roles,
  response: inboxThread,
});

export const claimInboxConversation = defineConsoleRoute({
  id: "claimInboxConversation",
  method: "POST",
  path: "/organizations/{organizationId}/inbox/conversations/{conversationId}/claim",
  params: { organizationId, conversationId },
  tag,
  summary: "Claims the conversation for the user",
  description: heldByOther,
  roles,
  response: inboxConversation,
  action: "conversation.claim",
});

export const setInboxConversationMode = defineConsoleRoute({
  id: "setInboxConversationMode",
  method: "PUT",
  path: "/organizations/{organizationId}/inbox/conversations/{conversationId}/mode",
  params: { organizationId, conversationId },
  tag,
  summary: "Takes the conversation over from the AI (manual), or hands it back (ai)",
  description: heldByOther,
  roles,
  body: inboxModeBody,
  response: inboxConversation,
  action: "conversation.mode",
});

export const takeInboxConversation = defineConsoleRoute({
  id: "takeInboxConversation",
  method: "POST",
  path: "/organizations/{organizationId}/inbox/conversations/{conversationId}/take",
  params: { organizationId, conversationId },
  tag,
  summary: "An admin takes the conversation from the person handling it",
  description: `From then on the admin holds it and the previous holder is refused, as anyone else is. ${notInInbox} 409 \`CLAIMED\` names whoever holds it if that is no longer \`fromUserId\`.`,
  roles: ["superadmin", "org_admin"],
  body: inboxTakeBody,
  response: inboxConversation,
  action: "conversation.take",
});

export const closeInboxConversation = defineConsoleRoute({
  id: "closeInboxConversation",
  method: "POST",
  path: "/organizations/{organizationId}/inbox/conversations/{conversationId}/close",
  params: { organizationId, conversationId },
  tag,
  summary: "Closes the conversation: it moves to the agent's closed state, which ends the dialog",
  description: heldByOther,
  roles,
  response: inboxConversation,
  action: "conversation.close",
});

export const sendInboxReply = defineConsoleRoute({
  id: "sendInboxReply",
  method: "POST",
  path: "/organizations/{organizationId}/inbox/conversations/{conversationId}/messages",
  params: { organizationId, conversationId },
  tag,
  summary: "Sends an operator's reply; the first reply takes the conversation over",
  description: `Sending the same echo id again sends nothing twice. ${notInInbox}`,
  roles,
  body: inboxReplyBody,
  response: threadMessage,
  status: 201,
  action: "conversation.reply",
});

export const listInboxNotes = defineConsoleRoute({
  id: "listInboxNotes",
  method: "GET",
  path: "/organizations/{organizationId}/inbox/conversations/{conversationId}/notes",
  params: { organizationId, conversationId },
  tag,
  summary: "The conversation's internal notes",
  description: notInInbox,
  roles,
  response: inboxNotes,
});

export const addInboxNote = defineConsoleRoute({
  id: "addInboxNote",
  method: "POST",
  path: "/organizations/{organizationId}/inbox/conversations/{conversationId}/notes",
  params: { organizationId, conversationId },
  tag,
  summary: "Adds an internal note, never shown to the user",
  description: notInInbox,
  roles,
  body: inboxNoteBody,
  response: inboxNote,
  status: 201,
  action: "conversation.note",
});

export const markInboxConversationRead = defineConsoleRoute({
  id: "markInboxConversationRead",
  method: "PUT",
  path: "/organizations/{organizationId}/inbox/conversations/{conversationId}/read",
  params: { organizationId, conversationId },
  tag,
  summary: "Marks the conversation read by the user up to now",
  description: `Bookkeeping of one user's view, so not audited. ${notInInbox}`,
  roles,
  isQuery: true,
});

export const getInboxFileLink = defineConsoleRoute({
  id: "getInboxFileLink",
  method: "GET",
  path: "/organizations/{organizationId}/inbox/conversations/{conversationId}/files/{fileId}",
  params: { organizationId, conversationId, fileId: pathParams.any },
  tag,
  summary: "A fresh, short-lived link to a file of the conversation",
  description: notInInbox,
  roles,
  response: inboxFileLink,
});

export const listSavedReplies = defineConsoleRoute({
  id: "listSavedReplies",
  method: "GET",
  path: "/organizations/{organizationId}/inbox/saved-replies",
  params: { organizationId },
  tag,
  summary: "The organization's saved replies",
  roles,
  response: savedReplies,
});

export const createSavedReply = defineConsoleRoute({
  id: "createSavedReply",
  method: "POST",
  path: "/organizations/{organizationId}/inbox/saved-replies",
  params: { organizationId },
  tag,
  summary: "Saves a reply under a shortcut",
  roles,
  body: savedReplyBody,
  response: savedReply,
  status: 201,
  action: "saved_reply.create",
});

export const deleteSavedReply = defineConsoleRoute({
  id: "deleteSavedReply",
  method: "DELETE",
  path: "/organizations/{organizationId}/inbox/saved-replies/{replyId}",
  params: { organizationId, replyId: pathParams.savedReply },
  tag,
  summary: "Deletes a saved reply",
  roles,
  action: "saved_reply.delete",
});

export const streamInboxEvents = defineConsoleRoute({
  id: "streamInboxEvents",
  method: "GET",
  path: "/organizations/{organizationId}/inbox/events",
  params: { organizationId },
  tag,
  summary: "The inbox's live events (Server-Sent Events), resuming after `Last-Event-ID`",
  description: "`lastEventId` stands in for the `Last-Event-ID` header where a stream is opened anew.",
  roles,
  query: handlerCheckedQuery(z.object({ lastEventId: z.string().optional() })),
  produces: "text/event-stream",
});
