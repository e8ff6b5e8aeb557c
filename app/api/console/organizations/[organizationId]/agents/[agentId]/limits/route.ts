import { createAgentLimits, deleteAgentLimits, getAgentLimits, updateAgentLimits } from "@/lib/console/contract/agent-limits";
import { createAgentLimitsFor, deleteAgentLimitsFor, readAgentLimits, updateAgentLimitsFor } from "@/lib/console/limits/agent-limits";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getAgentLimits, async ({ db, organization, params }) => readAgentLimits(db, organization, params.agentId));

export const POST = handleConsoleRoute(createAgentLimits, async ({ db, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId} limits`;
  audit.details = { ...body };
  return createAgentLimitsFor(db, organization, params.agentId, body);
});

export const PUT = handleConsoleRoute(updateAgentLimits, async ({ db, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId} limits`;
  audit.details = { ...body };
  return updateAgentLimitsFor(db, organization, params.agentId, body);
});

export const DELETE = handleConsoleRoute(deleteAgentLimits, async ({ db, organization, params, audit }) => {
  audit.target = `agent:${params.agentId} limits`;
  await deleteAgentLimitsFor(db, organization, params.agentId);
});
