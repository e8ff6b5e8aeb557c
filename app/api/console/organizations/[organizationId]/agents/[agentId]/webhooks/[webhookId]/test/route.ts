import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { requireConsoleId } from "@/lib/console/webhooks/ids";
import { sendTestEvent } from "@/lib/console/webhooks/sent-deliveries";
import { sentDeliveryView } from "@/lib/schemas/console/webhooks";

/** Sends a test event to the webhook, so its receiver can be checked without waiting for a conversation. */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: sentDeliveryView, action: "webhook.test", successStatus: 201 },
  async ({ db, organization, params, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const { webhook, delivery } = await sendTestEvent(db, { organization: organization!, agentId }, requireConsoleId(params.webhookId, "webhook"));
    audit.target = `agent:${agentId} webhook:${webhook.upstreamWebhookId} (${webhook.title}) delivery:${delivery.id}`;
    return delivery;
  },
);
