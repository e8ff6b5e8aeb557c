import { getLiveChat, updateLiveChat } from "@/lib/console/contract/live-chat";
import { getAgentLiveChat, liveChatAuditDetails, updateAgentLiveChat } from "@/lib/console/live-chat/live-chat";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { defaultLiveChatConfig } from "@/lib/schemas/agent-api/live-chat";

export const GET = handleConsoleRoute(getLiveChat, async ({ db, organization, params }) => getAgentLiveChat(db, organization, params.agentId));

export const PUT = handleConsoleRoute(updateLiveChat, async ({ db, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId} live-chat`;
  audit.details = liveChatAuditDetails(body, defaultLiveChatConfig());
  return updateAgentLiveChat(db, organization, params.agentId, body);
});
