import { replaySentDelivery } from "@/lib/console/contract/webhooks";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { replaySentDelivery as sendDeliveryAgain } from "@/lib/console/webhooks/sent-deliveries";

export const POST = handleConsoleRoute(replaySentDelivery, async ({ db, organization, params, audit }) => {
  const { agentId, webhookId, deliveryId } = params;
  const { webhook, delivery } = await sendDeliveryAgain(db, { organization, agentId }, webhookId, deliveryId);
  audit.target = `agent:${agentId} webhook:${webhook.upstreamWebhookId} (${webhook.title}) delivery:${deliveryId}`;
  return delivery;
});
