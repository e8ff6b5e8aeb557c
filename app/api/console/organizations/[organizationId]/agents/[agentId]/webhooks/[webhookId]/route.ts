import { removeWebhook } from "@/lib/console/contract/webhooks";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { removeAgentWebhook } from "@/lib/console/webhooks/registry";

export const DELETE = handleConsoleRoute(removeWebhook, async ({ db, organization, params, audit }) => {
  const removed = await removeAgentWebhook(db, organization, params.agentId, params.webhookId);
  audit.target = `agent:${params.agentId} webhook:${removed.upstreamWebhookId} (${removed.title})`;
});
