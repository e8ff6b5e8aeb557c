import { handBack, takeOver } from "@/lib/console/inbox/actions";
import { inboxRoles, inboxTarget } from "@/lib/console/inbox/inbox-route";
import { route } from "@/lib/console/route";
import { inboxConversation, inboxModeBody } from "@/lib/schemas/console/inbox";

/** Takes the conversation over from the AI (manual), or hands it back (ai); 409 names whoever else holds it. */
export const PUT = route(
  { roles: inboxRoles, organization: true, body: inboxModeBody, response: inboxConversation, action: "conversation.mode" },
  async ({ db, user, organization, params, body, audit }) => {
    const target = await inboxTarget(db, user, organization!, params.conversationId);
    audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
    audit.details = { mode: body.mode };
    return body.mode === "manual" ? takeOver(db, user, target) : handBack(db, user, target);
  },
);
