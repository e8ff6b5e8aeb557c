/** Query keys of an agent's Functions tab, under the organization so switching organizations never mixes them. */
export const agentFunctionKeys = {
  all: () => ["agent-functions"] as const,
  organization: (organizationId: string) => [...agentFunctionKeys.all(), organizationId] as const,
  list: (organizationId: string, agentId: string) => [...agentFunctionKeys.organization(organizationId), agentId, "list"] as const,
};
