import { changeOperatorAgents, getOperatorAgents } from "@/lib/console/contract/operators";
import { agentsOfOperator, changeOperatorAgents as changeAgentsOfOperator } from "@/lib/console/operators/operator-agents";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getOperatorAgents, async ({ db, organization, params }) => ({
  agentIds: await agentsOfOperator(db, params.userId, organization.id),
}));

export const PATCH = handleConsoleRoute(changeOperatorAgents, async ({ db, user, organization, params, body, audit }) => {
  audit.target = `user:${params.userId}`;
  audit.details = { add: body.add, remove: body.remove };
  const { hasJoined } = await changeAgentsOfOperator(db, user, { userId: params.userId, organizationId: organization.id }, body);
  if (hasJoined) audit.details.joinedOrganization = true;
  return { agentIds: await agentsOfOperator(db, params.userId, organization.id) };
});
