import { requireAgentId, revokeAgentKey } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { agentKeyView } from "@/lib/schemas/console/keys";

/** Revokes an agent key upstream; the vault forgets it if the console was using it. */
export const DELETE = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: agentKeyView, action: "key.revoke" },
  async ({ db, organization, params, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const revoked = await revokeAgentKey(db, organization!, agentId, params.keyId!);
    audit.target = `agent:${agentId} key:${revoked.id} (${revoked.prefix}…${revoked.lastFour})`;
    return revoked;
  },
);
