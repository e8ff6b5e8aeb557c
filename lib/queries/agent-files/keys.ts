/** Query keys of an agent's Knowledge tab, under one organization so switching organizations never mixes them. */
export const agentFileKeys = {
  all: () => ["agent-files"] as const,
  organization: (organizationId: string) => [...agentFileKeys.all(), organizationId] as const,
  list: (organizationId: string, agentId: string) => [...agentFileKeys.organization(organizationId), "list", agentId] as const,
};
