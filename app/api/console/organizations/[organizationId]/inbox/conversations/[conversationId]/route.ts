import { readThread } from "@/lib/console/inbox/conversations";
import { inboxRoles, inboxTarget } from "@/lib/console/inbox/inbox-route";
import { route } from "@/lib/console/route";
import { inboxThread } from "@/lib/schemas/console/inbox";

/** One conversation: its summary, messages, user and states. */
export const GET = route({ roles: inboxRoles, organization: true, response: inboxThread }, async ({ db, user, organization, params }) => {
  const target = await inboxTarget(db, user, organization!, params.conversationId);
  return readThread(db, organization!, target.agentId, target.conversationId);
});
