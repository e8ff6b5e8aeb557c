/** Query keys of the inbox, all under one organization so switching organizations never mixes them. */
export const inboxKeys = {
  all: () => ["inbox"] as const,
  organization: (organizationId: string) => [...inboxKeys.all(), organizationId] as const,
  /** The conversations the inbox lists, for every view (views are filtered in the browser). */
  conversations: (organizationId: string) => [...inboxKeys.organization(organizationId), "conversations"] as const,
  thread: (organizationId: string, conversationId: string) => [...inboxKeys.organization(organizationId), "thread", conversationId] as const,
  notes: (organizationId: string, conversationId: string) => [...inboxKeys.organization(organizationId), "notes", conversationId] as const,
  savedReplies: (organizationId: string) => [...inboxKeys.organization(organizationId), "saved-replies"] as const,
  /** A short-lived link to a file of a message. */
  file: (organizationId: string, conversationId: string, fileId: string) =>
    [...inboxKeys.organization(organizationId), "file", conversationId, fileId] as const,
};
