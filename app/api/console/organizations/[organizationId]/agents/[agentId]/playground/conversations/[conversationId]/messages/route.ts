import { listPlaygroundMessages, requirePlaygroundId, sendPlaygroundMessage } from "@/lib/console/playground";
import { route } from "@/lib/console/route";
import { playgroundMessage, playgroundMessages, playgroundSendBody } from "@/lib/schemas/console/playground";

const roles = ["superadmin", "org_admin"] as const;

/** The messages of one of the caller's playground conversations, oldest first. */
export const GET = route({ roles, organization: true, response: playgroundMessages }, async ({ db, user, organization, params }) =>
  listPlaygroundMessages(
    { db, organization: organization!, agentId: requirePlaygroundId(params.agentId, "agent"), user },
    requirePlaygroundId(params.conversationId, "conversation"),
  ),
);

/** Sends the test user's message and waits for the agent's answer, which is the response. */
export const POST = route(
  { roles, organization: true, body: playgroundSendBody, response: playgroundMessage, action: "playground.message.send", successStatus: 201 },
  async ({ db, user, organization, params, body, audit }) => {
    const agentId = requirePlaygroundId(params.agentId, "agent");
    const conversationId = requirePlaygroundId(params.conversationId, "conversation");
    audit.target = `agent:${agentId} conversation:${conversationId}`;
    audit.details = { characters: body.message.length };
    return sendPlaygroundMessage({ db, organization: organization!, agentId, user }, conversationId, body.message);
  },
);
