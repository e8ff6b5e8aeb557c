import { sendPlaygroundMessageAsync } from "@/lib/console/contract/playground";
import { sendPlaygroundMessageAsync as sendMessageAsync } from "@/lib/console/playground/playground";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(sendPlaygroundMessageAsync, async ({ db, user, organization, params, body, audit }) => {
  const { agentId, conversationId } = params;
  audit.target = `agent:${agentId} conversation:${conversationId}`;
  audit.details = { characters: body.message.length };
  return sendMessageAsync({ db, organization, agentId, user }, conversationId, body.message);
});
