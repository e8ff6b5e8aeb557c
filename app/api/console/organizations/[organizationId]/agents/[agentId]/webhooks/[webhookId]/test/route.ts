import { sendWebhookTestEvent } from "@/lib/console/contract/webhooks";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { sendTestEvent } from "@/lib/console/webhooks/sent-deliveries";

export const POST = handleConsoleRoute(sendWebhookTestEvent, async ({ db, organization, params, audit }) => {
  const { webhook, delivery } = await sendTestEvent(db, { organization, agentId: params.agentId }, params.webhookId);
  audit.target = `agent:${params.agentId} webhook:${webhook.upstreamWebhookId} (${webhook.title}) delivery:${delivery.id}`;
  return delivery;
});
