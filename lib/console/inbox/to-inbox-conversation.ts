import { z } from "zod";

import type { ConversationResponse, MessageResponse } from "@/lib/schemas/agent-api/conversations";
import type { InboxConversation, ThreadMessage } from "@/lib/schemas/console/inbox";

import { inboxConversationOf, type ConsoleKnowledge } from "./inbox-conversation-of";

/** Fields some deployments add to a conversation (the embedded service does); each is read only when well formed. */
const conversationExtras = z.object({
  source: z.string().nullish().catch(null),
  status: z.string().nullish().catch(null),
  escalationReason: z.string().nullish().catch(null),
  escalatedAt: z.string().nullish().catch(null),
});

/** A conversation of the AI Agent API as the inbox lists it. */
export function toInboxConversation(conversation: ConversationResponse, agent: { id: string; name: string }, known: ConsoleKnowledge): InboxConversation {
  const extras = conversationExtras.parse(conversation);
  return inboxConversationOf(
    {
      id: conversation.id,
      agent,
      title: conversation.title,
      user: conversation.user,
      channel: extras.source ?? conversation.user.source,
      mode: conversation.mode,
      stateId: conversation.conversationStateId,
      hasEnded: extras.status === "archived",
      updatedAt: conversation.updatedAt,
      escalatedAt: extras.escalatedAt,
      escalationReason: extras.escalationReason,
    },
    known,
  );
}

/** A message of the AI Agent API as the inbox's thread shows it. */
export function toThreadMessage(message: MessageResponse, authorName: string | null = null): ThreadMessage {
  return {
    id: message.id,
    senderRole: message.senderRole,
    text: message.message,
    at: message.createdAt,
    files: (message.files ?? []).map((file) => ({ id: file.id, fileName: file.fileName })),
    feedback: (message.conversationMessageFeedbacks ?? []).map((feedback) => ({ voteType: feedback.voteType, comment: feedback.comment ?? null })),
    authorName,
  };
}
