import { listPlaygroundMessages, sendPlaygroundMessage } from "@/lib/console/contract/playground";
import { listPlaygroundMessages as readMessages, sendPlaygroundMessage as sendMessage } from "@/lib/console/playground/playground";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listPlaygroundMessages, async ({ db, user, organization, params }) =>
  readMessages({ db, organization, agentId: params.agentId, user }, params.conversationId),
);

export const POST = handleConsoleRoute(sendPlaygroundMessage, async ({ db, user, organization, params, body, audit }) => {
  const { agentId, conversationId } = params;
  audit.target = `agent:${agentId} conversation:${conversationId}`;
  audit.details = { characters: body.message.length };
  return sendMessage({ db, organization, agentId, user }, conversationId, body.message);
});
