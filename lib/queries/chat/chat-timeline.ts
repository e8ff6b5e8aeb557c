import type { ChatConversation, ChatMessage, ChatThread } from "@/lib/schemas/console/chat";

/**
 * The thread after a newer read of it: every message seen so far once (by id, the newer copy winning),
 * in the order they were written, and the conversation as last read. A read that started before a send
 * finished never takes a message away.
 */
export function mergeThread(current: ChatThread | undefined, incoming: ChatThread): ChatThread {
  if (!current || current.conversation.id !== incoming.conversation.id) return incoming;
  const byId = new Map(current.messages.map((message) => [message.id, message]));
  for (const message of incoming.messages) byId.set(message.id, message);
  const order = new Map([...current.messages, ...incoming.messages].map((message, index) => [message.id, index]));
  const messages = [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || order.get(a.id)! - order.get(b.id)!);
  return { conversation: incoming.conversation, messages };
}

export type ChatSide = "customer" | "team";

export type ChatTimelineItem =
  | { kind: "greeting"; key: string; text: string; sender: string }
  | { kind: "message"; key: string; message: ChatMessage; side: ChatSide; sender: string }
  | { kind: "hand-off"; key: string; text: string };

/** Who a message is from, as the customer reads it. */
export function chatSender(message: Pick<ChatMessage, "role">, agentName: string): { side: ChatSide; sender: string } {
  if (message.role === "conversation_user") return { side: "customer", sender: "You" };
  if (message.role === "manual_assistant") return { side: "team", sender: "Operator" };
  return { side: "team", sender: agentName };
}

type TimelineOptions = { agentName: string; greeting: string; handOffMessage: string; mode: ChatConversation["mode"] };

/**
 * What the chat shows, in order: the widget's greeting, the messages, and the hand-off line where a
 * person took over (before the first operator message, or last while a person has the conversation
 * and has not written yet).
 */
export function chatTimeline(messages: readonly ChatMessage[], { agentName, greeting, handOffMessage, mode }: TimelineOptions): ChatTimelineItem[] {
  const items: ChatTimelineItem[] = [];
  if (greeting.trim()) items.push({ kind: "greeting", key: "greeting", text: greeting, sender: agentName });
  const handOff = { kind: "hand-off" as const, key: "hand-off", text: handOffMessage.trim() || "A person from the team has joined the chat." };
  let isHandOffShown = false;
  for (const message of messages) {
    if (message.role === "manual_assistant" && !isHandOffShown) {
      items.push(handOff);
      isHandOffShown = true;
    }
    items.push({ kind: "message", key: `message:${message.id}`, message, ...chatSender(message, agentName) });
  }
  if (mode === "manual" && !isHandOffShown) items.push(handOff);
  return items;
}
