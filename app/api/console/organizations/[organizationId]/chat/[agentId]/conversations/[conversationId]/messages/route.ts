import { chatThread, requireChatAgent, sendChatMessage as sendMessage } from "@/lib/console/chat/chat";
import { getChatThread, sendChatMessage } from "@/lib/console/contract/chat";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getChatThread, async ({ db, user, organization, params }) => {
  await requireChatAgent(db, user, organization, params.agentId);
  return chatThread({ db, organization, agentId: params.agentId }, params.conversationId);
});

export const POST = handleConsoleRoute(sendChatMessage, async ({ db, user, organization, params, body, audit }) => {
  const { agentId, conversationId } = params;
  audit.target = `agent:${agentId} conversation:${conversationId}`;
  audit.details = { characters: body.message.length };
  await requireChatAgent(db, user, organization, agentId);
  return sendMessage({ db, organization, agentId }, conversationId, body.message);
});
