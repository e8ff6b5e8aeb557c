/** Query keys of an agent's Webhooks tab, under its organization so switching organizations never mixes them. */
export const webhookKeys = {
  all: () => ["webhooks"] as const,
  agent: (organizationId: string, agentId: string) => [...webhookKeys.all(), organizationId, agentId] as const,
  list: (organizationId: string, agentId: string) => [...webhookKeys.agent(organizationId, agentId), "list"] as const,
  deliveries: (organizationId: string, agentId: string) => [...webhookKeys.agent(organizationId, agentId), "deliveries"] as const,
  deliveryPage: (organizationId: string, agentId: string, page: number) => [...webhookKeys.deliveries(organizationId, agentId), "page", page] as const,
  delivery: (organizationId: string, agentId: string, deliveryId: string) =>
    [...webhookKeys.deliveries(organizationId, agentId), "detail", deliveryId] as const,
};
