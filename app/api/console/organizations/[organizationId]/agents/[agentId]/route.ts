import { requireAgentId } from "@/lib/console/agent-keys";
import { getOrganizationAgent, updateOrganizationAgent } from "@/lib/console/agents";
import { route } from "@/lib/console/route";
import { updateAgentBody } from "@/lib/schemas/agent-api/agents";
import { agentDetail } from "@/lib/schemas/console/agents";

const roles = ["superadmin", "org_admin"] as const;

/** One agent's configuration and skills. */
export const GET = route({ roles, organization: true, response: agentDetail }, async ({ db, organization, params }) =>
  getOrganizationAgent(db, organization!, requireAgentId(params.agentId)),
);

/** Changes the agent's configuration. */
export const PUT = route(
  { roles, organization: true, body: updateAgentBody, response: agentDetail, action: "agent.update" },
  async ({ db, organization, params, body, audit }) => {
    const agentId = requireAgentId(params.agentId);
    audit.target = `agent:${agentId}`;
    audit.details = { fields: Object.keys(body) };
    return updateOrganizationAgent(db, organization!, agentId, body);
  },
);
