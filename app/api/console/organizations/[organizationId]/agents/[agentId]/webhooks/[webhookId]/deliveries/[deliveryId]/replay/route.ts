import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { requireConsoleId } from "@/lib/console/webhooks/ids";
import { replaySentDelivery } from "@/lib/console/webhooks/sent-deliveries";
import { sentDeliveryView } from "@/lib/schemas/console/webhooks";

/** Sends a delivered or failed delivery to its webhook again. */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: sentDeliveryView, action: "webhook.delivery.replay" },
  async ({ db, organization, params, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const deliveryId = requireConsoleId(params.deliveryId, "delivery");
    const { webhook, delivery } = await replaySentDelivery(db, { organization: organization!, agentId }, requireConsoleId(params.webhookId, "webhook"), deliveryId);
    audit.target = `agent:${agentId} webhook:${webhook.upstreamWebhookId} (${webhook.title}) delivery:${deliveryId}`;
    return delivery;
  },
);
