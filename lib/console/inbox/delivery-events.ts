import type { ConversationDelivery } from "@/lib/schemas/agent-api/webhook-delivery";
import type { InboxConversation, InboxEvent } from "@/lib/schemas/console/inbox";

import { inboxConversationOf, type ConsoleKnowledge } from "./inbox-conversation-of";

/** The last message after a delivery: the delivery's own, unless the console already holds a later one. */
function lastMessageAfter(delivery: ConversationDelivery, held: InboxConversation["lastMessage"] | undefined): InboxConversation["lastMessage"] {
  const message = delivery.message;
  if (!message) return held ?? null;
  if (held && Date.parse(held.at) > Date.parse(message.createdAt)) return held;
  return { id: message.id, text: message.message, senderRole: message.senderRole, at: message.createdAt };
}

/** The conversation as a delivery describes it, in the inbox's terms. */
export function conversationFromDelivery(delivery: ConversationDelivery, agentName: string, known: ConsoleKnowledge): InboxConversation {
  const { conversation } = delivery;
  return inboxConversationOf(
    {
      id: conversation.id,
      agent: { id: delivery.agent.id, name: delivery.agent.name ?? agentName },
      title: conversation.title,
      user: delivery.user,
      channel: conversation.source,
      mode: conversation.mode,
      stateId: conversation.conversationStateId,
      hasEnded: conversation.status === "archived" || delivery.type === "end_dialog",
      updatedAt: conversation.updatedAt,
      escalatedAt: delivery.timestamp,
      escalationReason: conversation.escalationReason,
    },
    { ...known, lastMessage: lastMessageAfter(delivery, known.lastMessage) },
  );
}

/** What a delivery changes in the inbox: the conversation's summary, and the new message if it carries one. */
export function eventsFromDelivery(delivery: ConversationDelivery, agentName: string, known: ConsoleKnowledge): InboxEvent[] {
  const events: InboxEvent[] = [{ type: "conversation", conversation: conversationFromDelivery(delivery, agentName, known) }];
  const message = delivery.message;
  if (message) {
    events.push({
      type: "message",
      conversationId: delivery.conversation.id,
      message: {
        id: message.id,
        senderRole: message.senderRole,
        text: message.message,
        at: message.createdAt,
        files: (message.files ?? []).map((file) => ({ id: file.id, fileName: file.fileName })),
        feedback: [],
        authorName: null,
      },
    });
  }
  return events;
}
