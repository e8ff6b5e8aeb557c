/** Query keys of an agent's Webhooks tab, under its organization so switching organizations never mixes them. */
export const webhookKeys = {
  all: () => ["webhooks"] as const,
  agent: (organizationId: string, agentId: string) => [...webhookKeys.all(), organizationId, agentId] as const,
  list: (organizationId: string, agentId: string) => [...webhookKeys.agent(organizationId, agentId), "list"] as const,
  deliveries: (organizationId: string, agentId: string) => [...webhookKeys.agent(organizationId, agentId), "deliveries"] as const,
  deliveryPage: (organizationId: string, agentId: string, page: number) => [...webhookKeys.deliveries(organizationId, agentId), "page", page] as const,
  delivery: (organizationId: string, agentId: string, deliveryId: string) =>
    [...webhookKeys.deliveries(organizationId, agentId), "detail", deliveryId] as const,
  /** What the API sent to one webhook, as it reports it. */
  sent: (organizationId: string, agentId: string, webhookId: string) => [...webhookKeys.agent(organizationId, agentId), "sent", webhookId] as const,
  sentPage: (organizationId: string, agentId: string, webhookId: string, page: number) =>
    [...webhookKeys.sent(organizationId, agentId, webhookId), "page", page] as const,
};
