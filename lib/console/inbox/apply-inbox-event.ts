import type { InboxConversation, InboxEvent } from "@/lib/schemas/console/inbox";

import { addMessage, type ThreadState } from "./thread-messages";

type LastMessage = InboxConversation["lastMessage"];

/** The later of two last messages: a summary that does not know the last message never erases the one held. */
export function laterMessage(held: LastMessage, incoming: LastMessage): LastMessage {
  if (!held) return incoming;
  if (!incoming) return held;
  return Date.parse(held.at) > Date.parse(incoming.at) ? held : incoming;
}

/**
 * A conversation's summary after a newer one arrives: the newer one, assignment included (the server reads it
 * from the console's records for every summary it publishes, so "no operator" means handed back), keeping the
 * later last message. An older summary, as a late delivery may bring, changes nothing.
 */
export function mergeSummary(held: InboxConversation, incoming: InboxConversation): InboxConversation {
  if (Date.parse(held.updatedAt) > Date.parse(incoming.updatedAt)) return held;
  return { ...incoming, lastMessage: laterMessage(held.lastMessage, incoming.lastMessage) };
}

/**
 * The conversation list after an event: a summary is merged into the one held (see mergeSummary); a new
 * message moves its conversation's last message forward.
 */
export function applyEventToConversations(conversations: readonly InboxConversation[], event: InboxEvent): InboxConversation[] {
  if (event.type === "conversation") {
    const incoming = event.conversation;
    const held = conversations.find((conversation) => conversation.id === incoming.id);
    if (!held) return [...conversations, incoming];
    return conversations.map((conversation) => (conversation.id === incoming.id ? mergeSummary(held, incoming) : conversation));
  }
  const { conversationId, message } = event;
  return conversations.map((conversation) => {
    if (conversation.id !== conversationId) return conversation;
    const last = conversation.lastMessage;
    if (last && Date.parse(last.at) > Date.parse(message.at)) return conversation;
    return { ...conversation, lastMessage: { id: message.id, text: message.text, senderRole: message.senderRole, at: message.at } };
  });
}

/** A conversation's thread after an event: new messages join it once; other conversations' events leave it alone. */
export function applyEventToThread(thread: ThreadState, conversationId: string, event: InboxEvent): ThreadState {
  if (event.type !== "message" || event.conversationId !== conversationId) return thread;
  return addMessage(thread, event.message);
}
