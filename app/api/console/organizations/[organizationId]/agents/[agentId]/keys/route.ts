import { createIntegrationKey, listAgentKeys } from "@/lib/console/contract/agents";
import { createIntegrationKey as issueIntegrationKey, listAgentKeys as readAgentKeys } from "@/lib/console/keys/agent-keys";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { callerOrigin } from "@/lib/http/caller-origin";

export const GET = handleConsoleRoute(listAgentKeys, async ({ db, organization, params }) => readAgentKeys(db, organization, params.agentId));

export const POST = handleConsoleRoute(createIntegrationKey, async ({ db, organization, params, body, request, audit }) => {
  const created = await issueIntegrationKey(db, organization, params.agentId, { ...body, requestOrigin: callerOrigin(request) });
  audit.target = `agent:${params.agentId} key:${created.id} (${created.prefix}…${created.lastFour})`;
  return created;
});
