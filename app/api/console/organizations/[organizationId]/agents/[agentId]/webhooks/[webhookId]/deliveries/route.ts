import { listSentDeliveries } from "@/lib/console/contract/webhooks";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { listSentDeliveries as readSentDeliveries } from "@/lib/console/webhooks/sent-deliveries";

export const GET = handleConsoleRoute(listSentDeliveries, async ({ db, organization, params, query }) => {
  return readSentDeliveries(db, { organization, agentId: params.agentId }, params.webhookId, query);
});
