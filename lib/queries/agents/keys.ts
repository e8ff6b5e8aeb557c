/** Query keys of the agents pages, all under one organization so switching organizations never mixes them. */
export const agentKeys = {
  all: () => ["agents"] as const,
  organization: (organizationId: string) => [...agentKeys.all(), organizationId] as const,
  list: (organizationId: string) => [...agentKeys.organization(organizationId), "list"] as const,
  detail: (organizationId: string, agentId: string) => [...agentKeys.organization(organizationId), "detail", agentId] as const,
  roles: (organizationId: string) => [...agentKeys.organization(organizationId), "roles"] as const,
  apiKeys: (organizationId: string, agentId: string) => [...agentKeys.organization(organizationId), "api-keys", agentId] as const,
  consoleKey: (organizationId: string, agentId: string) => [...agentKeys.organization(organizationId), "console-key", agentId] as const,
};
