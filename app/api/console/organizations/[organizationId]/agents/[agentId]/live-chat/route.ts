import { requireAgentId } from "@/lib/console/agent-keys";
import { getAgentLiveChat, liveChatAuditDetails, updateAgentLiveChat } from "@/lib/console/live-chat";
import { route } from "@/lib/console/route";
import { defaultLiveChatConfig, liveChatConfigBody } from "@/lib/schemas/agent-api/live-chat";
import { liveChatView } from "@/lib/schemas/console/live-chat";

const roles = ["superadmin", "org_admin"] as const;

/** The agent's live-chat widget: every setting, the avatar to show and when it was saved. */
export const GET = route({ roles, organization: true, response: liveChatView }, async ({ db, organization, params }) =>
  getAgentLiveChat(db, organization!, requireAgentId(params.agentId)),
);

/** Replaces the agent's live-chat configuration as a whole. */
export const PUT = route(
  { roles, organization: true, body: liveChatConfigBody, response: liveChatView, action: "live_chat.update" },
  async ({ db, organization, params, body, audit }) => {
    const agentId = requireAgentId(params.agentId);
    audit.target = `agent:${agentId} live-chat`;
    audit.details = liveChatAuditDetails(body, defaultLiveChatConfig());
    return updateAgentLiveChat(db, organization!, agentId, body);
  },
);
