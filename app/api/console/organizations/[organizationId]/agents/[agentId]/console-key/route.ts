import { consoleKeyStatus, createConsoleKey, requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { agentConsoleKey, agentKeyView } from "@/lib/schemas/console/keys";

const roles = ["superadmin", "org_admin"] as const;

/** Whether the console holds a key for the agent, and how it fares: working, refused by the API, or missing. */
export const GET = route({ roles, organization: true, response: agentConsoleKey }, async ({ db, organization, params }) =>
  consoleKeyStatus(db, organization!, requireAgentId(params.agentId)),
);

/** Gives the console a key for the agent: created upstream, kept in the vault, shown by fingerprint only. */
export const POST = route(
  { roles, organization: true, response: agentKeyView, action: "key.create_console", successStatus: 201 },
  async ({ db, user, organization, params, audit }) => {
    const agentId = requireAgentId(params.agentId);
    audit.target = `agent:${agentId}`;
    const created = await createConsoleKey(db, organization!, agentId, user.id);
    audit.target = `agent:${agentId} key:${created.id} (${created.prefix}…${created.lastFour})`;
    return created;
  },
);
