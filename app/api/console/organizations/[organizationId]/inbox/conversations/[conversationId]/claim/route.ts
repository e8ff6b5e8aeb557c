import { claimAndPublish } from "@/lib/console/inbox/actions";
import { inboxRoles, inboxTarget } from "@/lib/console/inbox/inbox-route";
import { route } from "@/lib/console/route";
import { inboxConversation } from "@/lib/schemas/console/inbox";

/** Claims the conversation for the user; 409 names whoever has it already. */
export const POST = route(
  { roles: inboxRoles, organization: true, response: inboxConversation, action: "conversation.claim" },
  async ({ db, user, organization, params, audit }) => {
    const target = await inboxTarget(db, user, organization!, params.conversationId);
    audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
    return claimAndPublish(db, user, target);
  },
);
