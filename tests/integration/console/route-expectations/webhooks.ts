import { admins, type RouteExpectation } from "./types";

/**
 * An agent's webhooks as the console records them: list, register, forget; the deliveries its receiver got;
 * what the API sent to each webhook, a replay of one, and a test event.
 */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/webhooks": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/webhooks": { roles: admins, organization: true },
  "DELETE /api/console/organizations/[organizationId]/agents/[agentId]/webhooks/[webhookId]": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/webhooks/deliveries": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/webhooks/deliveries/[deliveryId]": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/webhooks/[webhookId]/deliveries": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/webhooks/[webhookId]/deliveries/[deliveryId]/replay": {
    roles: admins,
    organization: true,
  },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/webhooks/[webhookId]/test": { roles: admins, organization: true },
};
