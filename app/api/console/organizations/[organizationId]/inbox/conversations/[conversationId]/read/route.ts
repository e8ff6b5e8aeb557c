import { markRead } from "@/lib/console/inbox/actions";
import { inboxRoles, inboxTarget } from "@/lib/console/inbox/inbox-route";
import { route } from "@/lib/console/route";

/** Marks the conversation read by the user up to now. Bookkeeping of one user's view, so not audited. */
export const PUT = route({ roles: inboxRoles, organization: true, isQuery: true }, async ({ db, user, organization, params }) => {
  const target = await inboxTarget(db, user, organization!, params.conversationId);
  await markRead(db, user, target.conversationId);
});
