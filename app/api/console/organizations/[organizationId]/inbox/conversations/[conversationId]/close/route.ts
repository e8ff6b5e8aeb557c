import { closeConversation } from "@/lib/console/inbox/actions";
import { inboxRoles, inboxTarget } from "@/lib/console/inbox/inbox-route";
import { route } from "@/lib/console/route";
import { inboxConversation } from "@/lib/schemas/console/inbox";

/** Closes the conversation: it moves to the agent's closed state, which ends the dialog. 409 names whoever else holds it. */
export const POST = route(
  { roles: inboxRoles, organization: true, response: inboxConversation, action: "conversation.close" },
  async ({ db, user, organization, params, audit }) => {
    const target = await inboxTarget(db, user, organization!, params.conversationId);
    audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
    return closeConversation(db, user, target);
  },
);
