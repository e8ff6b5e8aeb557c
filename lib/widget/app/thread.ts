import type { WidgetMessage, WidgetThread } from "@/lib/schemas/widget";

/**
 * The conversation after another read of it: each message once (the newer read's copy wins), oldest first,
 * and the conversation's state as last read. A read that started before a send finished takes nothing away;
 * a read of another conversation replaces the thread.
 */
export function mergeThread(current: WidgetThread | null, incoming: WidgetThread): WidgetThread {
  if (!current || current.conversation.id !== incoming.conversation.id) return incoming;
  const seen = new Map<string, { message: WidgetMessage; position: number }>();
  [...current.messages, ...incoming.messages].forEach((message, position) => {
    const earlier = seen.get(message.id);
    seen.set(message.id, { message, position: earlier?.position ?? position });
  });
  const messages = [...seen.values()]
    .sort((a, b) => Date.parse(a.message.createdAt) - Date.parse(b.message.createdAt) || a.position - b.position)
    .map(({ message }) => message);
  return { conversation: incoming.conversation, messages };
}

/** Whether a read brings an answer the visitor has not seen yet (for the launcher's unread dot). */
export function hasNewReply(current: WidgetThread | null, incoming: WidgetThread): boolean {
  const known = new Set(current?.conversation.id === incoming.conversation.id ? current.messages.map((message) => message.id) : []);
  return incoming.messages.some((message) => message.sender !== "visitor" && !known.has(message.id));
}

/** The thread with the visitor's latest votes on its answers (a vote on its way wins over an older read). */
export function withVotes(thread: WidgetThread, votes: ReadonlyMap<string, WidgetMessage["vote"]>): WidgetThread {
  if (!thread.messages.some((message) => votes.has(message.id) && votes.get(message.id) !== message.vote)) return thread;
  return { ...thread, messages: thread.messages.map((message) => (votes.has(message.id) ? { ...message, vote: votes.get(message.id)! } : message)) };
}
