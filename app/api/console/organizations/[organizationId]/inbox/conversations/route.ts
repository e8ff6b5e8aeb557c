import { listInbox } from "@/lib/console/inbox/conversations";
import { inboxRoles } from "@/lib/console/inbox/inbox-route";
import { route } from "@/lib/console/route";
import { inboxList } from "@/lib/schemas/console/inbox";

/** The inbox: the conversations of every agent the user works on. */
export const GET = route({ roles: inboxRoles, organization: true, response: inboxList }, async ({ db, user, organization }) =>
  listInbox(db, user, organization!),
);
