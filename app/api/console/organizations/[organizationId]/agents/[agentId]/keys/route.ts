import { createAgentKey, listAgentKeys, requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { agentKeyList, agentKeyView, createAgentKeyBody } from "@/lib/schemas/console/keys";

const roles = ["superadmin", "org_admin"] as const;

/** The agent's API keys, marking the one the console uses. */
export const GET = route({ roles, organization: true, response: agentKeyList }, async ({ db, organization, params }) =>
  listAgentKeys(db, organization!, requireAgentId(params.agentId)),
);

/** Creates an agent key; its secret goes straight into the vault. */
export const POST = route(
  { roles, organization: true, body: createAgentKeyBody, response: agentKeyView, action: "key.create", successStatus: 201 },
  async ({ db, user, organization, params, body, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const created = await createAgentKey(db, organization!, agentId, { ...body, createdBy: user.id });
    audit.target = `agent:${agentId} key:${created.id} (${created.prefix}…${created.lastFour})`;
    return created;
  },
);
