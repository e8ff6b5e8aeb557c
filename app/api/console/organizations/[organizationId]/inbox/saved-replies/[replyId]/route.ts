import { inboxRoles } from "@/lib/console/inbox/inbox-route";
import { isUuid } from "@/lib/http/is-uuid";
import { deleteSavedReply } from "@/lib/console/inbox/saved-replies";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { route } from "@/lib/console/route";

/** Deletes a saved reply. */
export const DELETE = route({ roles: inboxRoles, organization: true, action: "saved_reply.delete" }, async ({ db, organization, params, audit }) => {
  if (!isUuid(params.replyId)) throw new ConsoleRouteError(404, "NOT_FOUND", "That saved reply no longer exists.");
  audit.target = `saved_reply:${params.replyId}`;
  await deleteSavedReply(db, organization!.id, params.replyId);
});
