import { deleteAgentFunction, getAgentFunction, updateAgentFunction } from "@/lib/console/contract/functions";
import { changeOwnFunction, deleteOwnFunction, getOwnFunction } from "@/lib/console/functions/agent-functions";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getAgentFunction, async ({ db, organization, params }) =>
  getOwnFunction(db, organization, params.agentId, params.functionId),
);

export const PATCH = handleConsoleRoute(updateAgentFunction, async ({ db, organization, params, body, audit }) => {
  const { agentId, functionId } = params;
  audit.target = `agent:${agentId} function:${functionId}`;
  audit.details = { fields: Object.keys(body) };
  const updated = await changeOwnFunction(db, organization, agentId, functionId, body);
  audit.target = `agent:${agentId} function:${updated.id} (${updated.name})`;
  return updated;
});

export const DELETE = handleConsoleRoute(deleteAgentFunction, async ({ db, organization, params, audit }) => {
  audit.target = `agent:${params.agentId} function:${params.functionId}`;
  await deleteOwnFunction(db, organization, params.agentId, params.functionId);
});
