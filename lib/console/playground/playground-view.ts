import type { ConversationResponse, MessageResponse } from "@/lib/schemas/agent-api/conversations";
import type { PlaygroundConversation, PlaygroundMessage } from "@/lib/schemas/console/playground";

/** How the playground marks its users and conversations, so the hand-off inbox can leave them out. */
export const playgroundSource = "switchboard-playground";

/** Whether a conversation was started in the playground. */
export function isPlaygroundConversation(conversation: Pick<ConversationResponse, "metadata">): boolean {
  return conversation.metadata?.source === playgroundSource;
}

/** The domain of the playground's test users: reserved (RFC 2606), so no mail is ever delivered to them. */
export const playgroundEmailDomain = "switchboard.invalid";

/**
 * The test user a console user chats as in the playground: one per console user and agent, found again
 * by this email, so each person's test conversations stay their own.
 */
export function playgroundUserEmail(consoleUserId: string): string {
  const tag =
    consoleUserId
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, "")
      .slice(0, 48) || "console";
  return `playground+${tag}@${playgroundEmailDomain}`;
}

/** The test user's name: "Playground" and the console user's name, so the conversations list says whose tests they are. */
export function playgroundUserName(consoleUserName: string | null | undefined): { firstName: string; lastName: string } {
  const lastName = (consoleUserName ?? "").trim().slice(0, 255);
  return { firstName: "Playground", lastName: lastName || "Tester" };
}

/** Whether a conversation is one the console user opened in the playground (their test user's). */
export function isPlaygroundConversationOf(conversation: Pick<ConversationResponse, "user">, consoleUserId: string): boolean {
  return (conversation.user.email ?? "").toLowerCase() === playgroundUserEmail(consoleUserId);
}

/** The files an answer cites, once each, in the order given; entries without an id are left out. */
export function citationsOf(message: Pick<MessageResponse, "fullAIResponse">): PlaygroundMessage["citations"] {
  const seen = new Set<string>();
  const citations: PlaygroundMessage["citations"] = [];
  for (const citation of message.fullAIResponse?.fileCitations ?? []) {
    if (!citation.fileId || seen.has(citation.fileId)) continue;
    seen.add(citation.fileId);
    citations.push({ fileId: citation.fileId, filename: citation.filename || citation.fileId });
  }
  return citations;
}

/** A message of the API as the chat shows it: who said what, when, and which knowledge it used. */
export function toPlaygroundMessage(message: MessageResponse): PlaygroundMessage {
  return {
    id: message.id,
    role: message.senderRole,
    text: message.message,
    questionId: message.conversationMessageId,
    createdAt: message.createdAt,
    citations: citationsOf(message),
    files: (message.files ?? []).map((file) => ({ id: file.id, fileName: file.fileName })),
  };
}

export function toPlaygroundConversation(conversation: ConversationResponse): PlaygroundConversation {
  return {
    id: conversation.id,
    title: conversation.title ?? null,
    createdAt: conversation.createdAt,
    user: {
      id: conversation.user.id,
      firstName: conversation.user.firstName,
      lastName: conversation.user.lastName,
      email: conversation.user.email ?? null,
    },
  };
}
