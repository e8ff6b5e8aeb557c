import { requirePlaygroundId, sendPlaygroundMessageAsync } from "@/lib/console/playground";
import { route } from "@/lib/console/route";
import { playgroundMessage, playgroundSendBody } from "@/lib/schemas/console/playground";

/** Sends the test user's message without waiting: the stored message comes back, and its answer is polled for. */
export const POST = route(
  {
    roles: ["superadmin", "org_admin"],
    organization: true,
    body: playgroundSendBody,
    response: playgroundMessage,
    action: "playground.message.send_async",
    successStatus: 201,
  },
  async ({ db, user, organization, params, body, audit }) => {
    const agentId = requirePlaygroundId(params.agentId, "agent");
    const conversationId = requirePlaygroundId(params.conversationId, "conversation");
    audit.target = `agent:${agentId} conversation:${conversationId}`;
    audit.details = { characters: body.message.length };
    return sendPlaygroundMessageAsync({ db, organization: organization!, agentId, user }, conversationId, body.message);
  },
);
