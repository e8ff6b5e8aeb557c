import { setInboxConversationMode } from "@/lib/console/contract/inbox";
import { handBack, takeOver } from "@/lib/console/inbox/actions";
import { inboxTarget } from "@/lib/console/inbox/inbox-route";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const PUT = handleConsoleRoute(setInboxConversationMode, async ({ db, user, organization, params, body, audit }) => {
  const target = await inboxTarget(db, user, organization, params.conversationId);
  audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
  audit.details = { mode: body.mode };
  return body.mode === "manual" ? takeOver(db, user, target) : handBack(db, user, target);
});
