import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { listAgentWebhooks, registerAgentWebhooks } from "@/lib/console/webhooks/registry";
import { registeredWebhookList, registerWebhookBody, webhookList } from "@/lib/schemas/console/webhooks";

const roles = ["superadmin", "org_admin"] as const;

/** The webhooks the console registered for the agent, each with its last delivery. */
export const GET = route({ roles, organization: true, response: webhookList }, async ({ db, organization, params }) =>
  listAgentWebhooks(db, organization!, requireAgentId(params.agentId)),
);

/**
 * Registers a webhook upstream, one per trigger. The signing secrets are sealed on the server; those of a
 * URL of the admin's own are also answered this once, so its receiver can verify deliveries.
 */
export const POST = route(
  {
    roles,
    organization: true,
    body: registerWebhookBody,
    response: registeredWebhookList,
    action: "webhook.register",
    successStatus: 201,
    reveals: (registered) => registered.map((webhook) => webhook.signingSecret),
  },
  async ({ db, user, organization, params, body, audit }) => {
    const agentId = requireAgentId(params.agentId);
    audit.details = { triggers: body.triggers, isConsoleReceiver: body.url === undefined };
    const registered = await registerAgentWebhooks(db, organization!, agentId, body, user.id);
    audit.target = `agent:${agentId} webhooks:${registered.map((webhook) => webhook.upstreamWebhookId).join(",")}`;
    return registered;
  },
);
