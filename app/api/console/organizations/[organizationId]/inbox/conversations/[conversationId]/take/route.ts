import { takeFrom } from "@/lib/console/inbox/actions";
import { inboxTarget } from "@/lib/console/inbox/inbox-route";
import { route } from "@/lib/console/route";
import { inboxConversation, inboxTakeBody } from "@/lib/schemas/console/inbox";

/**
 * An admin takes the conversation from the person handling it: from then on the admin holds it and the
 * previous holder is refused, as anyone else is. 409 names whoever holds it if that is no longer `fromUserId`.
 */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, body: inboxTakeBody, response: inboxConversation, action: "conversation.take" },
  async ({ db, user, organization, params, body, audit }) => {
    const target = await inboxTarget(db, user, organization!, params.conversationId);
    audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
    const { from, conversation } = await takeFrom(db, user, target, body.fromUserId);
    audit.details = { fromUserId: from?.id ?? null, fromName: from?.name ?? null };
    return conversation;
  },
);
