import { requireAgentId } from "@/lib/console/agent-keys";
import { listAgentPlatformUsers } from "@/lib/console/agent-users";
import { route } from "@/lib/console/route";
import { agentPlatformUserList } from "@/lib/schemas/console/agent-users";

/** The platform users who work on the agent: owners and admins of the organization, and those it was assigned to. */
export const GET = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: agentPlatformUserList },
  async ({ db, organization, params }) => listAgentPlatformUsers(db, organization!, requireAgentId(params.agentId)),
);
