import { getInboxConversation } from "@/lib/console/contract/inbox";
import { readThread } from "@/lib/console/inbox/conversations";
import { inboxTarget } from "@/lib/console/inbox/inbox-route";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getInboxConversation, async ({ db, user, organization, params }) => {
  const target = await inboxTarget(db, user, organization, params.conversationId);
  return readThread(db, organization, target.agentId, target.conversationId);
});
