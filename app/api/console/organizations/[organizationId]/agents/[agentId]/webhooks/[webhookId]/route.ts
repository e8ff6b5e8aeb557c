import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { requireConsoleId } from "@/lib/console/webhooks/ids";
import { removeAgentWebhook } from "@/lib/console/webhooks/registry";

/** Forgets a webhook in the console (the AI Agent API has no way to delete one). */
export const DELETE = route(
  { roles: ["superadmin", "org_admin"], organization: true, action: "webhook.remove" },
  async ({ db, organization, params, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const removed = await removeAgentWebhook(db, organization!, agentId, requireConsoleId(params.webhookId, "webhook"));
    audit.target = `agent:${agentId} webhook:${removed.upstreamWebhookId} (${removed.title})`;
  },
);
