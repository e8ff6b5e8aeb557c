const segment = encodeURIComponent;

/** The console API routes behind the customer chat page. */
export const chatApiPaths = {
  conversations: (organizationId: string, agentId: string) =>
    `/api/console/organizations/${segment(organizationId)}/chat/${segment(agentId)}/conversations`,
  messages: (organizationId: string, agentId: string, conversationId: string) =>
    `${chatApiPaths.conversations(organizationId, agentId)}/${segment(conversationId)}/messages`,
};

/** The chat page of an agent, optionally on one of its conversations. */
export function chatPageHref(agentId: string, conversationId?: string): string {
  const page = `/chat/${segment(agentId)}`;
  return conversationId ? `${page}?conversation=${segment(conversationId)}` : page;
}
