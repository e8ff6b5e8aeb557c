/** Query keys of an agent's Playground tab, under the organization so switching organizations never mixes them. */
export const playgroundKeys = {
  all: () => ["playground"] as const,
  organization: (organizationId: string) => [...playgroundKeys.all(), organizationId] as const,
  messages: (organizationId: string, agentId: string, conversationId: string) =>
    [...playgroundKeys.organization(organizationId), agentId, "messages", conversationId] as const,
};
