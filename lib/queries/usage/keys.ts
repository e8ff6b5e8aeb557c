/** Query keys of the usage pages, all under one organization so switching organizations never mixes them. */
export const usageKeys = {
  all: () => ["usage"] as const,
  organization: (organizationId: string) => [...usageKeys.all(), organizationId] as const,
  overview: (organizationId: string, search: string) => [...usageKeys.organization(organizationId), "overview", search] as const,
  agent: (organizationId: string, agentId: string, search: string) => [...usageKeys.organization(organizationId), "agent", agentId, search] as const,
  conversations: (organizationId: string, agentId: string, search: string) =>
    [...usageKeys.organization(organizationId), "conversations", agentId, search] as const,
};
