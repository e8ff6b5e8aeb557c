import { listAgentRoles } from "@/lib/console/agents";
import { route } from "@/lib/console/route";
import { agentRoleList } from "@/lib/schemas/console/agents";

/** The roles an agent can be created with. */
export const GET = route({ roles: ["superadmin", "org_admin"], organization: true, response: agentRoleList }, async ({ db, organization }) =>
  listAgentRoles(db, organization!),
);
