import { deleteSavedReply } from "@/lib/console/contract/inbox";
import { deleteSavedReply as removeSavedReply } from "@/lib/console/inbox/saved-replies";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const DELETE = handleConsoleRoute(deleteSavedReply, async ({ db, organization, params, audit }) => {
  audit.target = `saved_reply:${params.replyId}`;
  await removeSavedReply(db, organization.id, params.replyId);
});
