import type { ContactKind, ConversationUserView } from "@/lib/schemas/console/agent-users";

export const contactKindLabels: Record<ContactKind, string> = {
  email: "Email",
  phoneNumber: "Phone number",
  fkId: "External id",
};

export const contactKindPlaceholders: Record<ContactKind, string> = {
  email: "maria@example.com",
  phoneNumber: "+1 555 0100",
  fkId: "crm-1042",
};

type Named = Pick<ConversationUserView, "firstName" | "lastName" | "email" | "phoneNumber" | "fkId" | "id">;

/** How a conversation user is named: their name, else their first contact, else their id. */
export function conversationUserName(user: Named): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email || user.phoneNumber || user.fkId || user.id;
}

/** The user's contacts in one line ("maria@example.com · +1 555 0100"), or undefined when there is none. */
export function contactSummary(user: Pick<ConversationUserView, "email" | "phoneNumber" | "fkId">): string | undefined {
  const contacts = [user.email, user.phoneNumber, user.fkId ? `id ${user.fkId}` : null].filter(Boolean);
  return contacts.length > 0 ? contacts.join(" · ") : undefined;
}

/** "1 conversation", "3 conversations". */
export function conversationCount(count: number): string {
  return `${count} ${count === 1 ? "conversation" : "conversations"}`;
}

/** Where a user came from, readable: "live_chat" becomes "Live chat". */
export function sourceLabel(source: string): string {
  const words = source.replace(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : source;
}
