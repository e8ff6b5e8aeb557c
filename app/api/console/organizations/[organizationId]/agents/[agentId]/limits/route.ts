import { createAgentLimitsFor, deleteAgentLimitsFor, readAgentLimits, updateAgentLimitsFor } from "@/lib/console/agent-limits";
import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { limitsFormBody, limitsOverview, limitsView } from "@/lib/schemas/console/agent-limits";

const roles = ["superadmin", "org_admin"] as const;

/** The agent's monthly limits (its own or the organization's defaults) with this month's usage. */
export const GET = route({ roles, organization: true, response: limitsOverview }, async ({ db, organization, params }) =>
  readAgentLimits(db, organization!, requireAgentId(params.agentId)),
);

/** Gives the agent monthly limits of its own. */
export const POST = route(
  { roles, organization: true, body: limitsFormBody, response: limitsView, action: "agent_limits.create", successStatus: 201 },
  async ({ db, organization, params, body, audit }) => {
    const agentId = requireAgentId(params.agentId);
    audit.target = `agent:${agentId} limits`;
    audit.details = { ...body };
    return createAgentLimitsFor(db, organization!, agentId, body);
  },
);

/** Changes the agent's own monthly limits. */
export const PUT = route(
  { roles, organization: true, body: limitsFormBody, response: limitsView, action: "agent_limits.update" },
  async ({ db, organization, params, body, audit }) => {
    const agentId = requireAgentId(params.agentId);
    audit.target = `agent:${agentId} limits`;
    audit.details = { ...body };
    return updateAgentLimitsFor(db, organization!, agentId, body);
  },
);

/** Removes the agent's own limits; the organization's defaults apply again. */
export const DELETE = route({ roles, organization: true, action: "agent_limits.delete" }, async ({ db, organization, params, audit }) => {
  const agentId = requireAgentId(params.agentId);
  audit.target = `agent:${agentId} limits`;
  await deleteAgentLimitsFor(db, organization!, agentId);
});
