/** Query keys of the customer chat page, under the organization so switching organizations never mixes them. */
export const chatKeys = {
  all: () => ["chat"] as const,
  organization: (organizationId: string) => [...chatKeys.all(), organizationId] as const,
  thread: (organizationId: string, agentId: string, conversationId: string) =>
    [...chatKeys.organization(organizationId), agentId, "thread", conversationId] as const,
};
