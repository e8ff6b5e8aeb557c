import { listAgentRoles as readAgentRoles } from "@/lib/console/agents/agents";
import { listAgentRoles } from "@/lib/console/contract/agents";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listAgentRoles, async ({ db, organization }) => readAgentRoles(db, organization));
