import { testAgentRetrieval } from "@/lib/console/contract/agent-files";
import { testRetrieval } from "@/lib/console/files/agent-files";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(testAgentRetrieval, async ({ db, organization, params, body }) => testRetrieval(db, organization, params.agentId, body));
