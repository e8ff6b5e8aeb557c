import { changeOwnFunction, deleteOwnFunction, getOwnFunction, requireFunctionPathId } from "@/lib/console/agent-functions";
import { route } from "@/lib/console/route";
import { agentFunctionChanges, agentFunctionView } from "@/lib/schemas/console/agent-functions";

const roles = ["superadmin", "org_admin"] as const;

const pathIds = (params: Record<string, string>) =>
  [requireFunctionPathId(params.agentId, "agent"), requireFunctionPathId(params.functionId, "function")] as const;

/** One function of the agent. */
export const GET = route({ roles, organization: true, response: agentFunctionView }, async ({ db, organization, params }) =>
  getOwnFunction(db, organization!, ...pathIds(params)),
);

/** Changes the fields given (an endpoint as a whole); the others keep their values. */
export const PATCH = route(
  { roles, organization: true, body: agentFunctionChanges, response: agentFunctionView, action: "agent_function.update" },
  async ({ db, organization, params, body, audit }) => {
    const [agentId, functionId] = pathIds(params);
    audit.target = `agent:${agentId} function:${functionId}`;
    audit.details = { fields: Object.keys(body) };
    const updated = await changeOwnFunction(db, organization!, agentId, functionId, body);
    audit.target = `agent:${agentId} function:${updated.id} (${updated.name})`;
    return updated;
  },
);

/** Removes a function from the agent. */
export const DELETE = route({ roles, organization: true, action: "agent_function.delete" }, async ({ db, organization, params, audit }) => {
  const [agentId, functionId] = pathIds(params);
  audit.target = `agent:${agentId} function:${functionId}`;
  await deleteOwnFunction(db, organization!, agentId, functionId);
});
