import { listWebhooks, registerWebhooks } from "@/lib/console/contract/webhooks";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { listAgentWebhooks, registerAgentWebhooks } from "@/lib/console/webhooks/registry";

export const GET = handleConsoleRoute(listWebhooks, async ({ db, organization, params }) => listAgentWebhooks(db, organization, params.agentId));

export const POST = handleConsoleRoute(registerWebhooks, async ({ db, user, organization, params, body, audit }) => {
  audit.details = { triggers: body.triggers, isConsoleReceiver: body.url === undefined };
  const registered = await registerAgentWebhooks(db, organization, params.agentId, body, user.id);
  audit.target = `agent:${params.agentId} webhooks:${registered.map((webhook) => webhook.upstreamWebhookId).join(",")}`;
  return registered;
});
