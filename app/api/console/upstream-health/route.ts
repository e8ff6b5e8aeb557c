import { upstreamHealth as readUpstreamHealth } from "@/lib/agent-api/upstream-health";
import { route } from "@/lib/console/route";
import { upstreamHealth } from "@/lib/schemas/console/upstream-health";

/** Whether the AI Agent API is answering, for the banner every page shows while it is not. */
export const GET = route({ roles: ["superadmin", "org_admin", "operator", "viewer"], response: upstreamHealth }, async () => ({
  regions: readUpstreamHealth(),
}));
