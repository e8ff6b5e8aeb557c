import type { InboxConversation, InboxEvent, InboxList, InboxThread } from "@/lib/schemas/console/inbox";

import { applyEventToConversations, applyEventToThread, laterMessage, mergeSummary } from "./apply-inbox-event";
import type { PendingMessage } from "./thread-messages";
import { markedRead } from "./unread";

/** An open conversation as the browser holds it: what the server said, and the replies still on their way. */
export type ThreadCache = InboxThread & { pending: PendingMessage[] };

/** A freshly read thread, keeping the replies the browser still has on their way (they are not the server's yet). */
export function freshThreadCache(fresh: InboxThread, held: ThreadCache | undefined): ThreadCache {
  const known = new Set(fresh.messages.map((message) => message.id));
  return { ...fresh, pending: (held?.pending ?? []).filter((pending) => !known.has(pending.id)) };
}

/**
 * An open thread after a live event: a newer summary of its conversation is merged into the one held; a new
 * message joins it once.
 */
export function applyEventToThreadCache(thread: ThreadCache, conversationId: string, event: InboxEvent): ThreadCache {
  if (event.type === "conversation") {
    const incoming = event.conversation;
    const held = thread.conversation;
    if (incoming.id !== conversationId) return thread;
    const conversation = mergeSummary(held, incoming);
    return conversation === held ? thread : { ...thread, conversation };
  }
  const next = applyEventToThread(thread, conversationId, event);
  return next === thread ? thread : { ...thread, ...next };
}

/** The inbox list after a live event. */
export function applyEventToList(list: InboxList, event: InboxEvent): InboxList {
  return { ...list, conversations: applyEventToConversations(list.conversations, event) };
}

/**
 * A summary the server answered an action with (claim, take over, hand back, close): it is the truth, operator
 * included (a hand-back leaves none), so it replaces the one held; only the last message is kept if unknown.
 */
export function withActionResult(conversations: readonly InboxConversation[], summary: InboxConversation): InboxConversation[] {
  const held = conversations.find((conversation) => conversation.id === summary.id);
  if (!held) return [...conversations, summary];
  const merged = { ...summary, lastMessage: laterMessage(held.lastMessage, summary.lastMessage) };
  return conversations.map((conversation) => (conversation.id === summary.id ? merged : conversation));
}

/** The inbox list with a conversation read by the operator up to a time. */
export function withRead(list: InboxList, conversationId: string, at: string): InboxList {
  return { ...list, readUntil: markedRead(list.readUntil, conversationId, at) };
}

/** The thread without a reply that was not sent and that the operator gave up on. */
export function withoutPending(thread: ThreadCache, echoId: string): ThreadCache {
  return { ...thread, pending: thread.pending.filter((held) => held.echoId !== echoId) };
}
