import { listAgentPlatformUsers as readAgentPlatformUsers } from "@/lib/console/agent-users";
import { listAgentPlatformUsers } from "@/lib/console/contract/platform-users";
import { handleConsoleRoute } from "@/lib/console/route";

export const GET = handleConsoleRoute(listAgentPlatformUsers, async ({ db, organization, params }) => readAgentPlatformUsers(db, organization, params.agentId));
