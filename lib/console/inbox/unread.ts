import type { InboxConversation } from "@/lib/schemas/console/inbox";

/**
 * Whether a conversation has something the operator has not read: its last message is the user's, and came
 * after the time the operator last read it (or the operator never opened it).
 */
export function isUnread(conversation: Pick<InboxConversation, "lastMessage">, readUntil: string | undefined): boolean {
  const last = conversation.lastMessage;
  if (!last || last.senderRole !== "conversation_user") return false;
  if (!readUntil) return true;
  const readAt = Date.parse(readUntil);
  const saidAt = Date.parse(last.at);
  if (Number.isNaN(readAt) || Number.isNaN(saidAt)) return true;
  return saidAt > readAt;
}

/** The read markers after the operator read a conversation up to a time (never moving a marker back). */
export function markedRead(readUntil: Readonly<Record<string, string>>, conversationId: string, at: string): Record<string, string> {
  const held = readUntil[conversationId];
  if (held && Date.parse(held) >= Date.parse(at)) return { ...readUntil };
  return { ...readUntil, [conversationId]: at };
}
