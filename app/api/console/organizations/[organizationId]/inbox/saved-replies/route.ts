import { createSavedReply, listSavedReplies } from "@/lib/console/contract/inbox";
import { createSavedReply as saveReply, listSavedReplies as readSavedReplies } from "@/lib/console/inbox/saved-replies";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listSavedReplies, async ({ db, organization }) => readSavedReplies(db, organization.id));

export const POST = handleConsoleRoute(createSavedReply, async ({ db, user, organization, body, audit }) => {
  audit.target = `saved_reply:/${body.shortcut}`;
  return saveReply(db, organization.id, user.id, body);
});
