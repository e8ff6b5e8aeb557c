import { markInboxConversationRead } from "@/lib/console/contract/inbox";
import { markRead } from "@/lib/console/inbox/actions";
import { inboxTarget } from "@/lib/console/inbox/inbox-route";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const PUT = handleConsoleRoute(markInboxConversationRead, async ({ db, user, organization, params }) => {
  const target = await inboxTarget(db, user, organization, params.conversationId);
  await markRead(db, user, target.conversationId);
});
