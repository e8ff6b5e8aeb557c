import { sendInboxReply } from "@/lib/console/contract/inbox";
import { sendReply } from "@/lib/console/inbox/actions";
import { inboxTarget } from "@/lib/console/inbox/inbox-route";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(sendInboxReply, async ({ db, user, organization, params, body, audit }) => {
  const target = await inboxTarget(db, user, organization, params.conversationId);
  audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
  audit.details = { echoId: body.echoId, characters: body.message.length };
  return sendReply(db, user, target, body);
});
