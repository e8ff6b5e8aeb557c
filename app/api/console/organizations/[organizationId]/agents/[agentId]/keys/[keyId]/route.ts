import { revokeAgentKey } from "@/lib/console/contract/agents";
import { revokeAgentKey as revokeKey } from "@/lib/console/keys/agent-keys";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const DELETE = handleConsoleRoute(revokeAgentKey, async ({ db, organization, params, audit }) => {
  const revoked = await revokeKey(db, organization, params.agentId, params.keyId);
  audit.target = `agent:${params.agentId} key:${revoked.id} (${revoked.prefix}…${revoked.lastFour})`;
  return revoked;
});
