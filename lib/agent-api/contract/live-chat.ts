import { uploadUrlResponse } from "@/lib/schemas/agent-api/conversations";
import { liveChatConfigBody, liveChatImageUploadBody, liveChatParams, liveChatSkillResponse } from "@/lib/schemas/agent-api/live-chat";

import { defineOperation } from "./operation";

const scope = "organization";
const tag = "Live chat";

export const getLiveChatConfig = defineOperation({
  id: "getLiveChatConfig",
  method: "get",
  path: "/live-chat-skill/{agentId}",
  scope,
  tag,
  summary: "Get live chat configuration",
  description: "The agent's live-chat widget as its LIVE_CHAT skill; the defaults (disabled) while it was never saved.",
  params: liveChatParams,
  status: 200,
  response: liveChatSkillResponse,
  notFound: "Agent",
});

export const updateLiveChatConfig = defineOperation({
  id: "updateLiveChatConfig",
  method: "put",
  path: "/live-chat-skill/{agentId}",
  scope,
  tag,
  summary: "Update live chat configuration",
  description:
    "Replaces the configuration: a field left out takes its default. Fields of the response that are not settings (systemName, status, agentId, intro, updatedAt) are ignored, so a configuration read can be sent back changed.",
  params: liveChatParams,
  body: liveChatConfigBody,
  status: 200,
  response: liveChatSkillResponse,
  notFound: "Agent",
  badRequest: "avatarStoragePath names no image uploaded by this organization.",
});

export const createLiveChatImageUploadUrl = defineOperation({
  id: "createLiveChatImageUploadUrl",
  method: "post",
  path: "/live-chat-skill/images/upload-url",
  scope,
  tag,
  summary: "Create agent image upload URL",
  description:
    "A signed URL for one image (PNG, JPEG, GIF or WebP): PUT its bytes there with the same Content-Type, then send storagePath as the configuration's avatarStoragePath.",
  body: liveChatImageUploadBody,
  status: 200,
  response: uploadUrlResponse,
});

export const liveChatOperations = [getLiveChatConfig, updateLiveChatConfig, createLiveChatImageUploadUrl];
