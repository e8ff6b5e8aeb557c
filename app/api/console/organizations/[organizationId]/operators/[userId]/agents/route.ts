import { agentsOfOperator, changeOperatorAgents } from "@/lib/console/operator-agents";
import { route } from "@/lib/console/route";
import { operatorAgentIds, operatorAgentsChange } from "@/lib/schemas/console/operator-agents";

const roles = ["superadmin", "org_admin"] as const;

/** The agents an operator works on in the organization. */
export const GET = route({ roles, organization: true, response: operatorAgentIds }, async ({ db, organization, params }) => ({
  agentIds: await agentsOfOperator(db, params.userId!, organization!.id),
}));

/** Gives an operator some agents of the organization and takes others; the agents it does not name stay as they are. */
export const PATCH = route(
  { roles, organization: true, body: operatorAgentsChange, response: operatorAgentIds, action: "operator.change_agents" },
  async ({ db, user, organization, params, body, audit }) => {
    audit.target = `user:${params.userId}`;
    audit.details = { add: body.add, remove: body.remove };
    const { hasJoined } = await changeOperatorAgents(db, user, { userId: params.userId!, organizationId: organization!.id }, body);
    if (hasJoined) audit.details.joinedOrganization = true;
    return { agentIds: await agentsOfOperator(db, params.userId!, organization!.id) };
  },
);
