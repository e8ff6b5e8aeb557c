/** Query keys of who watches which agents, under the organization: Settings → Users and an agent's Users tab read the same list. */
export const operatorAgentKeys = {
  all: () => ["operator-agents"] as const,
  list: (organizationId: string) => [...operatorAgentKeys.all(), organizationId] as const,
};
