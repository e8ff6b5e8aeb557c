import { claimInboxConversation } from "@/lib/console/contract/inbox";
import { claimAndPublish } from "@/lib/console/inbox/actions";
import { inboxTarget } from "@/lib/console/inbox/inbox-route";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(claimInboxConversation, async ({ db, user, organization, params, audit }) => {
  const target = await inboxTarget(db, user, organization, params.conversationId);
  audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
  return claimAndPublish(db, user, target);
});
