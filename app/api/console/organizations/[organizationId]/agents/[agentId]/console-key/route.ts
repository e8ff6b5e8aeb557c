import { createConsoleKey, getConsoleKey } from "@/lib/console/contract/agents";
import { consoleKeyStatus, createConsoleKey as issueConsoleKey } from "@/lib/console/keys/agent-keys";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getConsoleKey, async ({ db, organization, params }) => consoleKeyStatus(db, organization, params.agentId));

export const POST = handleConsoleRoute(createConsoleKey, async ({ db, user, organization, params, audit }) => {
  audit.target = `agent:${params.agentId}`;
  const created = await issueConsoleKey(db, organization, params.agentId, user.id);
  audit.target = `agent:${params.agentId} key:${created.id} (${created.prefix}…${created.lastFour})`;
  return created;
});
