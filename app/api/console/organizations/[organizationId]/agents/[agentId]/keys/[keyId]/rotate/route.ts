import { rotateAgentKey } from "@/lib/console/contract/agents";
import { rotateAgentKey as rotateKey } from "@/lib/console/keys/agent-keys";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { callerOrigin } from "@/lib/http/caller-origin";

export const POST = handleConsoleRoute(rotateAgentKey, async ({ db, user, organization, params, request, audit }) => {
  const rotated = await rotateKey(db, organization, params.agentId, params.keyId, { userId: user.id, requestOrigin: callerOrigin(request) });
  audit.target = `agent:${params.agentId} key:${rotated.id} (${rotated.prefix}…${rotated.lastFour})`;
  return rotated;
});
