import { listWebhookDeliveries } from "@/lib/console/contract/webhooks";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { listAgentDeliveries } from "@/lib/console/webhooks/deliveries";

export const GET = handleConsoleRoute(listWebhookDeliveries, async ({ db, organization, params, query }) => {
  return listAgentDeliveries(db, { organizationId: organization.id, agentId: params.agentId }, query);
});
