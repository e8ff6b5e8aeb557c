import { listWebhookDeliveries } from "@/lib/console/contract/webhooks";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { listAgentDeliveries } from "@/lib/console/webhooks/deliveries";
import { webhookDeliveriesQuery } from "@/lib/schemas/console/webhooks";

export const GET = handleConsoleRoute(listWebhookDeliveries, async ({ db, organization, params, request }) => {
  const query = webhookDeliveriesQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "The page or its size asked for is not one the list offers.");
  return listAgentDeliveries(db, { organizationId: organization.id, agentId: params.agentId }, query.data);
});
