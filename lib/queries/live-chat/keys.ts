/** Query keys of the live-chat tab, under one organization so switching organizations never mixes them. */
export const liveChatKeys = {
  all: () => ["live-chat"] as const,
  organization: (organizationId: string) => [...liveChatKeys.all(), organizationId] as const,
  detail: (organizationId: string, agentId: string) => [...liveChatKeys.organization(organizationId), agentId] as const,
};
