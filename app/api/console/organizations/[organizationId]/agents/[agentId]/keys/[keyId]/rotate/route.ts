import { requireAgentId, rotateAgentKey } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { callerOrigin } from "@/lib/http/caller-origin";
import { agentKeyIssued } from "@/lib/schemas/console/keys";

/**
 * Rotates an agent key: the old secret stops working upstream. The console's own key gets its new secret in
 * the vault in the same step, never shown; an integration key's new secret is in this answer only.
 */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: agentKeyIssued, action: "key.rotate", reveals: (issued) => issued.reveal?.secret },
  async ({ db, user, organization, params, request, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const rotated = await rotateAgentKey(db, organization!, agentId, params.keyId!, { userId: user.id, requestOrigin: callerOrigin(request) });
    audit.target = `agent:${agentId} key:${rotated.id} (${rotated.prefix}…${rotated.lastFour})`;
    return rotated;
  },
);
