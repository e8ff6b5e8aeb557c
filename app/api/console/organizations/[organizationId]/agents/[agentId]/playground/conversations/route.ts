import { startPlaygroundConversation } from "@/lib/console/contract/playground";
import { startPlaygroundConversation as startConversation } from "@/lib/console/playground/playground";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(startPlaygroundConversation, async ({ db, user, organization, params, audit }) => {
  const conversation = await startConversation({ db, organization, agentId: params.agentId, user });
  audit.target = `agent:${params.agentId} conversation:${conversation.id}`;
  return conversation;
});
