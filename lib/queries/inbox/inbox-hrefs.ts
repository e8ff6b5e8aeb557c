export const inboxHref = "/inbox";

/** The inbox page with one conversation open. */
export const inboxConversationHref = (conversationId: string) => `${inboxHref}/${encodeURIComponent(conversationId)}`;
