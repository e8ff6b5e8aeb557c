import { requireAgentId } from "@/lib/console/agent-keys";
import { createLiveChatImageUploadTicket } from "@/lib/console/live-chat";
import { route } from "@/lib/console/route";
import { liveChatImageUploadBody } from "@/lib/schemas/agent-api/live-chat";
import { liveChatImageUploadTicket } from "@/lib/schemas/console/live-chat";

const roles = ["superadmin", "org_admin"] as const;

/**
 * A signed URL the browser PUTs one avatar image to, itself: the console never carries the bytes. The
 * upload belongs to the organization; the agent names whose widget it is meant for.
 */
export const POST = route(
  { roles, organization: true, body: liveChatImageUploadBody, response: liveChatImageUploadTicket, action: "live_chat.image.upload-url" },
  async ({ db, organization, params, body, audit }) => {
    const agentId = requireAgentId(params.agentId);
    audit.target = `agent:${agentId} live-chat`;
    audit.details = { fileName: body.fileName, contentType: body.contentType };
    return createLiveChatImageUploadTicket(db, organization!, body);
  },
);
