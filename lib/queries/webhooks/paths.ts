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
};
