const segment = encodeURIComponent;
const inboxPath = (organizationId: string) => `/api/console/organizations/${segment(organizationId)}/inbox`;

/** The console API routes behind the inbox. */
export const inboxApiPaths = {
  conversations: (organizationId: string) => `${inboxPath(organizationId)}/conversations`,
  conversation: (organizationId: string, conversationId: string) => `${inboxApiPaths.conversations(organizationId)}/${segment(conversationId)}`,
  claim: (organizationId: string, conversationId: string) => `${inboxApiPaths.conversation(organizationId, conversationId)}/claim`,
  mode: (organizationId: string, conversationId: string) => `${inboxApiPaths.conversation(organizationId, conversationId)}/mode`,
  take: (organizationId: string, conversationId: string) => `${inboxApiPaths.conversation(organizationId, conversationId)}/take`,
  close: (organizationId: string, conversationId: string) => `${inboxApiPaths.conversation(organizationId, conversationId)}/close`,
  messages: (organizationId: string, conversationId: string) => `${inboxApiPaths.conversation(organizationId, conversationId)}/messages`,
  notes: (organizationId: string, conversationId: string) => `${inboxApiPaths.conversation(organizationId, conversationId)}/notes`,
  read: (organizationId: string, conversationId: string) => `${inboxApiPaths.conversation(organizationId, conversationId)}/read`,
  file: (organizationId: string, conversationId: string, fileId: string) => `${inboxApiPaths.conversation(organizationId, conversationId)}/files/${segment(fileId)}`,
  savedReplies: (organizationId: string) => `${inboxPath(organizationId)}/saved-replies`,
  savedReply: (organizationId: string, replyId: string) => `${inboxApiPaths.savedReplies(organizationId)}/${segment(replyId)}`,
  events: (organizationId: string) => `${inboxPath(organizationId)}/events`,
};

export const inboxHref = "/inbox";

/** The inbox page with one conversation open. */
export const inboxConversationHref = (conversationId: string) => `${inboxHref}/${segment(conversationId)}`;
