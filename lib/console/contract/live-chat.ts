import { liveChatConfigBody, liveChatImageUploadBody } from "@/lib/schemas/agent-api/live-chat";
import { liveChatImageUploadTicket, liveChatView } from "@/lib/schemas/console/live-chat";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Live chat";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;

export const getLiveChat = defineConsoleRoute({
  id: "getLiveChat",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/live-chat",
  params: { organizationId, agentId },
  tag,
  summary: "The agent's live-chat widget: every setting, the avatar to show and when it was saved",
  roles,
  response: liveChatView,
});

export const updateLiveChat = defineConsoleRoute({
  id: "updateLiveChat",
  method: "PUT",
  path: "/organizations/{organizationId}/agents/{agentId}/live-chat",
  params: { organizationId, agentId },
  tag,
  summary: "Replaces the agent's live-chat configuration as a whole",
  roles,
  body: liveChatConfigBody,
  response: liveChatView,
  action: "live_chat.update",
});

export const createLiveChatImageUploadUrl = defineConsoleRoute({
  id: "createLiveChatImageUploadUrl",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/live-chat/images/upload-url",
  params: { organizationId, agentId },
  tag,
  summary: "A signed URL the browser PUTs one avatar image to, itself: the console never carries the bytes",
  description: "The upload belongs to the organization; the agent names whose widget it is meant for.",
  roles,
  body: liveChatImageUploadBody,
  response: liveChatImageUploadTicket,
  action: "live_chat.image.upload-url",
});
