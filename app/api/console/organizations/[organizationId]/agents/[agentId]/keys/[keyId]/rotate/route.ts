import { requireAgentId, rotateAgentKey } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { agentKeyView } from "@/lib/schemas/console/keys";

/** Rotates an agent key: the old secret stops working upstream, and the console switches to the new one in the same step. */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: agentKeyView, action: "key.rotate" },
  async ({ db, user, organization, params, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const rotated = await rotateAgentKey(db, organization!, agentId, params.keyId!, user.id);
    audit.target = `agent:${agentId} key:${rotated.id} (${rotated.prefix}…${rotated.lastFour})`;
    return rotated;
  },
);
