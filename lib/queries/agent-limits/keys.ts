/** Query keys of an agent's Limits tab, under the organization and the agent. */
export const agentLimitKeys = {
  all: () => ["agent-limits"] as const,
  agentScope: (organizationId: string, agentId: string) => [...agentLimitKeys.all(), organizationId, agentId] as const,
  agent: (organizationId: string, agentId: string) => [...agentLimitKeys.agentScope(organizationId, agentId), "agent"] as const,
  user: (organizationId: string, agentId: string, userId: string) => [...agentLimitKeys.agentScope(organizationId, agentId), "user", userId] as const,
};
