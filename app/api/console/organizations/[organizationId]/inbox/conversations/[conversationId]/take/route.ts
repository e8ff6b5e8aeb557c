import { takeInboxConversation } from "@/lib/console/contract/inbox";
import { takeFrom } from "@/lib/console/inbox/actions";
import { inboxTarget } from "@/lib/console/inbox/inbox-route";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(takeInboxConversation, async ({ db, user, organization, params, body, audit }) => {
  const target = await inboxTarget(db, user, organization, params.conversationId);
  audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
  const { from, conversation } = await takeFrom(db, user, target, body.fromUserId);
  audit.details = { fromUserId: from?.id ?? null, fromName: from?.name ?? null };
  return conversation;
});
