import type { InboxConversation } from "@/lib/schemas/console/inbox";

/** The longest search the inbox keeps in its URL, in characters. */
export const searchTextMaxLength = 200;

/** Text as a search compares it: accents dropped and lower case, so "Zoë" and "ZOE" are the same. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The words of a search, folded; none for an empty or blank one. */
export function searchWords(text: string | undefined): string[] {
  return text ? foldText(text).split(/\s+/u).filter(Boolean) : [];
}

type Searchable = Pick<InboxConversation, "userName" | "userContact" | "lastMessage">;

/** The fields a search looks in, folded once per conversation object (the list keeps the same objects between renders). */
const foldedFields = new WeakMap<Searchable, string[]>();

function fieldsOf(conversation: Searchable): string[] {
  let fields = foldedFields.get(conversation);
  if (!fields) {
    fields = [conversation.userName, conversation.userContact, conversation.lastMessage?.text].flatMap((field) => (field ? [foldText(field)] : []));
    foldedFields.set(conversation, fields);
  }
  return fields;
}

/**
 * Whether a conversation answers a search: every word of it appears in the contact's name, their email (their
 * phone number when they gave no email) or the last message, each word in any of them. A blank search lets
 * every conversation through.
 */
export function matchesSearchText(conversation: Searchable, text: string | undefined): boolean {
  const words = searchWords(text);
  if (words.length === 0) return true;
  const fields = fieldsOf(conversation);
  return words.every((word) => fields.some((field) => field.includes(word)));
}
