import { closeInboxConversation } from "@/lib/console/contract/inbox";
import { closeConversation } from "@/lib/console/inbox/actions";
import { inboxTarget } from "@/lib/console/inbox/inbox-route";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(closeInboxConversation, async ({ db, user, organization, params, audit }) => {
  const target = await inboxTarget(db, user, organization, params.conversationId);
  audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
  return closeConversation(db, user, target);
});
