import type { WidgetMessage, WidgetThread } from "@/lib/schemas/widget";

/** The visitor's message on its way: shown at once, until the conversation holds a copy of it. */
export type PendingMessage = { text: string; fileNames: string[]; knownIds: ReadonlySet<string> };

export type TimelineItem =
  | { kind: "greeting"; key: string; text: string; sender: string }
  | { kind: "message"; key: string; message: WidgetMessage; sender: string; isVisitor: boolean }
  | { kind: "hand-off"; key: string; text: string }
  | { kind: "pending"; key: string; text: string; fileNames: string[] };

type TimelineOptions = { agentName: string; greeting: string; handOffMessage: string; pending: PendingMessage | undefined };

const defaultHandOff = "A person from the team has joined the chat.";

/** Who wrote a message, as the visitor reads it. */
export function senderName(sender: WidgetMessage["sender"], agentName: string): string {
  if (sender === "visitor") return "You";
  return sender === "person" ? "A person" : agentName;
}

/** Whether the conversation already holds the pending message (a read arrived before the send finished). */
function isPendingStored(messages: readonly WidgetMessage[], pending: PendingMessage): boolean {
  const text = pending.text.trim();
  return messages.some((message) => message.sender === "visitor" && !pending.knownIds.has(message.id) && message.text.trim() === text);
}

/**
 * What the chat shows, in order: the greeting, the messages, the hand-off notice where a person took over
 * (before their first message, or last while they have not written yet), and the visitor's message on its way.
 */
export function buildTimeline(thread: WidgetThread | null, { agentName, greeting, handOffMessage, pending }: TimelineOptions): TimelineItem[] {
  const items: TimelineItem[] = [];
  if (greeting.trim()) items.push({ kind: "greeting", key: "greeting", text: greeting, sender: agentName });
  const messages = thread?.messages ?? [];
  const handOff = { kind: "hand-off" as const, key: "hand-off", text: handOffMessage.trim() || defaultHandOff };
  let isHandOffShown = false;
  for (const message of messages) {
    if (message.sender === "person" && !isHandOffShown) {
      items.push(handOff);
      isHandOffShown = true;
    }
    const isVisitor = message.sender === "visitor";
    items.push({ kind: "message", key: message.id, message, sender: senderName(message.sender, agentName), isVisitor });
  }
  if (thread?.conversation.mode === "manual" && !isHandOffShown) items.push(handOff);
  if (pending && !isPendingStored(messages, pending)) items.push({ kind: "pending", key: "pending", text: pending.text, fileNames: pending.fileNames });
  return items;
}
