const segment = encodeURIComponent;

/** The console API routes behind an agent's Webhooks tab. */
export const webhookApiPaths = {
  webhooks: (organizationId: string, agentId: string) =>
    `/api/console/organizations/${segment(organizationId)}/agents/${segment(agentId)}/webhooks`,
  webhook: (organizationId: string, agentId: string, webhookId: string) => `${webhookApiPaths.webhooks(organizationId, agentId)}/${segment(webhookId)}`,
  deliveries: (organizationId: string, agentId: string, page: number) =>
    `${webhookApiPaths.webhooks(organizationId, agentId)}/deliveries?${new URLSearchParams({ page: String(page) })}`,
  delivery: (organizationId: string, agentId: string, deliveryId: string) =>
    `${webhookApiPaths.webhooks(organizationId, agentId)}/deliveries/${segment(deliveryId)}`,
  sentDeliveries: (organizationId: string, agentId: string, webhookId: string, page: number) =>
    `${webhookApiPaths.webhook(organizationId, agentId, webhookId)}/deliveries?${new URLSearchParams({ page: String(page) })}`,
  replay: (organizationId: string, agentId: string, webhookId: string, deliveryId: string) =>
    `${webhookApiPaths.webhook(organizationId, agentId, webhookId)}/deliveries/${segment(deliveryId)}/replay`,
  test: (organizationId: string, agentId: string, webhookId: string) => `${webhookApiPaths.webhook(organizationId, agentId, webhookId)}/test`,
};
