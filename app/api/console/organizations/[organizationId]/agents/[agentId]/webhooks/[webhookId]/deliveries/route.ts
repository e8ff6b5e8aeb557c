import { listSentDeliveries } from "@/lib/console/contract/webhooks";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { listSentDeliveries as readSentDeliveries } from "@/lib/console/webhooks/sent-deliveries";
import { sentDeliveriesQuery } from "@/lib/schemas/console/webhooks";

export const GET = handleConsoleRoute(listSentDeliveries, async ({ db, organization, params, request }) => {
  const query = sentDeliveriesQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "The page or its size asked for is not one the list offers.");
  return readSentDeliveries(db, { organization, agentId: params.agentId }, params.webhookId, query.data);
});
