import { createAgentFunction, listAgentFunctions } from "@/lib/console/contract/functions";
import { createOwnFunction, listOwnFunctions } from "@/lib/console/functions/agent-functions";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listAgentFunctions, async ({ db, organization, params }) => listOwnFunctions(db, organization, params.agentId));

export const POST = handleConsoleRoute(createAgentFunction, async ({ db, organization, params, body, audit }) => {
  const created = await createOwnFunction(db, organization, params.agentId, body);
  audit.target = `agent:${params.agentId} function:${created.id} (${created.name})`;
  return created;
});
