import { createIntegrationKey, listAgentKeys, requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { callerOrigin } from "@/lib/http/caller-origin";
import { agentKeyIssued, agentKeyList, createAgentKeyBody } from "@/lib/schemas/console/keys";

const roles = ["superadmin", "org_admin"] as const;

/** The agent's API keys, marking the one the console uses. */
export const GET = route({ roles, organization: true, response: agentKeyList }, async ({ db, organization, params }) =>
  listAgentKeys(db, organization!, requireAgentId(params.agentId)),
);

/**
 * Creates a key for one of the organization's own systems: its secret is in this answer only (never stored,
 * never cached, audited by fingerprint), and the console's own key is left as it was.
 */
export const POST = route(
  {
    roles,
    organization: true,
    body: createAgentKeyBody,
    response: agentKeyIssued,
    action: "key.create",
    successStatus: 201,
    reveals: (issued) => issued.reveal?.secret,
  },
  async ({ db, organization, params, body, request, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const created = await createIntegrationKey(db, organization!, agentId, { ...body, requestOrigin: callerOrigin(request) });
    audit.target = `agent:${agentId} key:${created.id} (${created.prefix}…${created.lastFour})`;
    return created;
  },
);
