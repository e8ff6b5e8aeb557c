import { inboxRoles } from "@/lib/console/inbox/inbox-route";
import { createSavedReply, listSavedReplies } from "@/lib/console/inbox/saved-replies";
import { route } from "@/lib/console/route";
import { savedReplies, savedReply, savedReplyBody } from "@/lib/schemas/console/inbox";

/** The organization's saved replies. */
export const GET = route({ roles: inboxRoles, organization: true, response: savedReplies }, async ({ db, organization }) =>
  listSavedReplies(db, organization!.id),
);

/** Saves a reply under a shortcut. */
export const POST = route(
  { roles: inboxRoles, organization: true, body: savedReplyBody, response: savedReply, action: "saved_reply.create", successStatus: 201 },
  async ({ db, user, organization, body, audit }) => {
    audit.target = `saved_reply:/${body.shortcut}`;
    return createSavedReply(db, organization!.id, user.id, body);
  },
);
