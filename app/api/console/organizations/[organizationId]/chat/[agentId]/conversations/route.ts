import { requireChatAgent, startChat as openChat } from "@/lib/console/chat/chat";
import { startChat } from "@/lib/console/contract/chat";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(startChat, async ({ db, user, organization, params, body, audit }) => {
  await requireChatAgent(db, user, organization, params.agentId);
  const thread = await openChat({ db, organization, agentId: params.agentId }, body);
  audit.target = `agent:${params.agentId} conversation:${thread.conversation.id}`;
  return thread;
});
