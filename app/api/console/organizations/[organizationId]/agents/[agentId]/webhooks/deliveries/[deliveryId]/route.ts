import { getWebhookDelivery } from "@/lib/console/contract/webhooks";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { findAgentDelivery } from "@/lib/console/webhooks/deliveries";

export const GET = handleConsoleRoute(getWebhookDelivery, async ({ db, organization, params }) => {
  const delivery = await findAgentDelivery(db, { organizationId: organization.id, agentId: params.agentId }, params.deliveryId);
  if (!delivery) throw new ConsoleRouteError(404, "NOT_FOUND", "The console has no such delivery for this agent.");
  return delivery;
});
