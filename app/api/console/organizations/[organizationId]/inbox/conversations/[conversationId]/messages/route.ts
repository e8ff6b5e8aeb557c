import { sendReply } from "@/lib/console/inbox/actions";
import { inboxRoles, inboxTarget } from "@/lib/console/inbox/inbox-route";
import { route } from "@/lib/console/route";
import { inboxReplyBody, threadMessage } from "@/lib/schemas/console/inbox";

/** Sends an operator's reply; the first reply takes the conversation over. Sending the same echo id again sends nothing twice. */
export const POST = route(
  { roles: inboxRoles, organization: true, body: inboxReplyBody, response: threadMessage, action: "conversation.reply", successStatus: 201 },
  async ({ db, user, organization, params, body, audit }) => {
    const target = await inboxTarget(db, user, organization!, params.conversationId);
    audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
    audit.details = { echoId: body.echoId, characters: body.message.length };
    return sendReply(db, user, target, body);
  },
);
