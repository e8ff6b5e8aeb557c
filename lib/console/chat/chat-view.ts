import type { ConversationResponse, MessageResponse } from "@/lib/schemas/agent-api/conversations";
import { defaultLiveChatConfig, type LiveChatConfig } from "@/lib/schemas/agent-api/live-chat";
import type { UserResponse } from "@/lib/schemas/agent-api/users";
import type { ChatConversation, ChatMessage, ChatWidget } from "@/lib/schemas/console/chat";

/** How the customer chat page marks the users and conversations it creates. */
export const chatSource = "switchboard-chat";

/** The title of the conversations the chat page starts, as the inbox lists them. */
export const chatConversationTitle = "Live chat";

/** Whether a conversation was started on the customer chat page. */
export function isChatConversation(conversation: Pick<ConversationResponse, "metadata">): boolean {
  return conversation.metadata?.source === chatSource;
}

/** Whether a conversation user was created by the customer chat page (not a real customer of the agent). */
export function isChatUser(user: Pick<UserResponse, "source" | "metadata">): boolean {
  return user.source === chatSource || user.metadata?.source === chatSource;
}

const lastNameFallback = "Customer";

/**
 * A name typed in one box as the API's first and last name: split on the first space; a single word
 * gets the last name "Customer". Each part is cut to the API's 255 characters.
 */
export function splitCustomerName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  const firstName = (space === -1 ? trimmed : trimmed.slice(0, space)).slice(0, 255);
  const lastName = (space === -1 ? "" : trimmed.slice(space + 1)).slice(0, 255).trim();
  return { firstName, lastName: lastName || lastNameFallback };
}

/** Whether the API says a conversation is over: closed, or archived. Unknown shapes count as open. */
export function isConversationEnded(conversation: object): boolean {
  const extra = conversation as { closedAt?: unknown; status?: unknown };
  return Boolean(extra.closedAt) || extra.status === "archived";
}

export function toChatMessage(message: MessageResponse): ChatMessage {
  return { id: message.id, role: message.senderRole, text: message.message, createdAt: message.createdAt };
}

export function toChatConversation(conversation: ConversationResponse): ChatConversation {
  return {
    id: conversation.id,
    mode: conversation.mode ?? "ai",
    isEnded: isConversationEnded(conversation),
    customer: {
      firstName: conversation.user.firstName,
      lastName: conversation.user.lastName,
      email: conversation.user.email ?? null,
    },
  };
}

/**
 * What the chat page shows of the live-chat configuration; without one (it could not be read), the
 * defaults, so the chat still works.
 */
export function toChatWidget(config: (Partial<LiveChatConfig> & { avatarUrl?: string | null }) | undefined, agentName: string | undefined): ChatWidget {
  const defaults = defaultLiveChatConfig();
  const settings = { ...defaults, ...config };
  return {
    agentName: agentName?.trim() || "Assistant",
    title: settings.titleLine1,
    subtitle: settings.titleLine2,
    greeting: settings.greeting,
    handOffMessage: settings.handOffMessage,
    color: settings.color,
    textColor: settings.textColor,
    avatarUrl: settings.avatarUrl ?? null,
    isEnabled: settings.enabled,
    isConfigured: config !== undefined,
    businessHours: settings.businessHours ?? null,
    limitUnavailableDates: settings.limitUnavailableDates,
    unavailableDates: [...settings.unavailableDates],
    unavailableDatesMessage: settings.unavailableDatesMessage,
  };
}
