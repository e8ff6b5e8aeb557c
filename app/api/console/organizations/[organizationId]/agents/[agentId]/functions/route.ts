import { createOwnFunction, listOwnFunctions, requireFunctionPathId } from "@/lib/console/agent-functions";
import { route } from "@/lib/console/route";
import { createFunctionBody } from "@/lib/schemas/agent-api/functions";
import { agentFunctionList, agentFunctionView } from "@/lib/schemas/console/agent-functions";

const roles = ["superadmin", "org_admin"] as const;

/** The agent's own functions, by name: the enabled ones are offered to its model as tools. */
export const GET = route({ roles, organization: true, response: agentFunctionList }, async ({ db, organization, params }) =>
  listOwnFunctions(db, organization!, requireFunctionPathId(params.agentId, "agent")),
);

/** Adds a function to the agent; the API's refusals (schema, URL, taken name) come back on their fields. */
export const POST = route(
  { roles, organization: true, body: createFunctionBody, response: agentFunctionView, action: "agent_function.create", successStatus: 201 },
  async ({ db, organization, params, body, audit }) => {
    const agentId = requireFunctionPathId(params.agentId, "agent");
    const created = await createOwnFunction(db, organization!, agentId, body);
    audit.target = `agent:${agentId} function:${created.id} (${created.name})`;
    return created;
  },
);
