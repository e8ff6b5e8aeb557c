import { isConversationEnded } from "@/lib/console/chat/chat-view";
import type { ConversationResponse, MessageResponse } from "@/lib/schemas/agent-api/conversations";
import type { WidgetMessage, WidgetThread } from "@/lib/schemas/widget";

const senders = { conversation_user: "visitor", assistant: "agent", manual_assistant: "person" } as const;

/** One message as the visitor sees it: who wrote it (the visitor, the agent, a person), its text and files, their vote. */
export function toWidgetMessage(message: MessageResponse): WidgetMessage {
  const votes = message.conversationMessageFeedbacks ?? [];
  return {
    id: message.id,
    sender: senders[message.senderRole],
    text: message.message,
    createdAt: message.createdAt,
    files: (message.files ?? []).map((file) => ({ id: file.id, fileName: file.fileName })),
    vote: message.senderRole === "conversation_user" ? null : (votes.at(-1)?.voteType ?? null),
  };
}

/** The conversation and its messages as the widget shows them: nothing about the people or the API's internals. */
export function toWidgetThread(conversation: ConversationResponse, messages: readonly MessageResponse[]): WidgetThread {
  return {
    conversation: { id: conversation.id, mode: conversation.mode ?? "ai", isEnded: isConversationEnded(conversation) },
    messages: messages.map(toWidgetMessage),
  };
}

/** The visitor's message an answer replies to: the last of theirs before it. Feedback names it as the question. */
export function questionBefore(messages: readonly MessageResponse[], answerId: string): string {
  const index = messages.findIndex((message) => message.id === answerId);
  const earlier = index === -1 ? [] : messages.slice(0, index);
  return earlier.findLast((message) => message.senderRole === "conversation_user")?.message ?? "";
}
