import { z } from "zod";

import { agentsOfOperator, assignAgentsToOperator } from "@/lib/console/operator-agents";
import { route } from "@/lib/console/route";

const assignment = z.object({ agentIds: z.array(z.string().regex(/^[\w-]{1,64}$/, "not an agent id")).max(500) });
const roles = ["superadmin", "org_admin"] as const;

/** The agents an operator works on in the organization. */
export const GET = route({ roles, organization: true, response: assignment }, async ({ db, organization, params }) => ({
  agentIds: await agentsOfOperator(db, params.userId!, organization!.id),
}));

/** Gives an operator exactly these agents of the organization. */
export const PUT = route(
  { roles, organization: true, body: assignment, response: assignment, action: "operator.assign_agents" },
  async ({ db, organization, params, body, audit }) => {
    audit.target = `user:${params.userId}`;
    audit.details = { agentIds: body.agentIds };
    await assignAgentsToOperator(db, params.userId!, organization!.id, body.agentIds);
    return { agentIds: await agentsOfOperator(db, params.userId!, organization!.id) };
  },
);
