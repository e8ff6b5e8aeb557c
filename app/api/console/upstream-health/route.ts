import { upstreamHealth as readUpstreamHealth } from "@/lib/agent-api/upstream-health";
import { getUpstreamHealth } from "@/lib/console/contract/session";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getUpstreamHealth, async () => ({ regions: readUpstreamHealth() }));
