import { getOrganizationAgent, updateOrganizationAgent } from "@/lib/console/agents/agents";
import { getAgent, updateAgent } from "@/lib/console/contract/agents";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getAgent, async ({ db, organization, params }) => getOrganizationAgent(db, organization, params.agentId));

export const PUT = handleConsoleRoute(updateAgent, async ({ db, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId}`;
  audit.details = { fields: Object.keys(body) };
  return updateOrganizationAgent(db, organization, params.agentId, body);
});
