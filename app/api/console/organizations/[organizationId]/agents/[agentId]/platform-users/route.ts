import { listAgentPlatformUsers } from "@/lib/console/contract/platform-users";
import { listAgentPlatformUsers as readAgentPlatformUsers } from "@/lib/console/conversation-users/agent-users";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listAgentPlatformUsers, async ({ db, organization, params }) => readAgentPlatformUsers(db, organization, params.agentId));
