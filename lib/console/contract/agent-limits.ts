import { limitsFormBody, limitsOverview, limitsView } from "@/lib/schemas/console/agent-limits";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Limits";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;
const userId = pathParams.conversationUser;

export const getAgentLimits = defineConsoleRoute({
  id: "getAgentLimits",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/limits",
  params: { organizationId, agentId },
  tag,
  summary: "The agent's monthly limits (its own or the organization's defaults) with this month's usage",
  roles,
  response: limitsOverview,
});

export const createAgentLimits = defineConsoleRoute({
  id: "createAgentLimits",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/limits",
  params: { organizationId, agentId },
  tag,
  summary: "Gives the agent monthly limits of its own",
  roles,
  body: limitsFormBody,
  response: limitsView,
  status: 201,
  action: "agent_limits.create",
});

export const updateAgentLimits = defineConsoleRoute({
  id: "updateAgentLimits",
  method: "PUT",
  path: "/organizations/{organizationId}/agents/{agentId}/limits",
  params: { organizationId, agentId },
  tag,
  summary: "Changes the agent's own monthly limits",
  roles,
  body: limitsFormBody,
  response: limitsView,
  action: "agent_limits.update",
});

export const deleteAgentLimits = defineConsoleRoute({
  id: "deleteAgentLimits",
  method: "DELETE",
  path: "/organizations/{organizationId}/agents/{agentId}/limits",
  params: { organizationId, agentId },
  tag,
  summary: "Removes the agent's own limits; the organization's defaults apply again",
  roles,
  action: "agent_limits.delete",
});

export const getConversationUserLimits = defineConsoleRoute({
  id: "getConversationUserLimits",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/users/{userId}/limits",
  params: { organizationId, agentId, userId },
  tag,
  summary: "A conversation user's monthly limits (their own or the organization's defaults) with what they used this month",
  roles,
  response: limitsOverview,
});

export const createConversationUserLimits = defineConsoleRoute({
  id: "createConversationUserLimits",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/users/{userId}/limits",
  params: { organizationId, agentId, userId },
  tag,
  summary: "Gives the conversation user monthly limits of their own",
  roles,
  body: limitsFormBody,
  response: limitsView,
  status: 201,
  action: "conversation_user_limits.create",
});

export const updateConversationUserLimits = defineConsoleRoute({
  id: "updateConversationUserLimits",
  method: "PUT",
  path: "/organizations/{organizationId}/agents/{agentId}/users/{userId}/limits",
  params: { organizationId, agentId, userId },
  tag,
  summary: "Changes the conversation user's own monthly limits",
  roles,
  body: limitsFormBody,
  response: limitsView,
  action: "conversation_user_limits.update",
});

export const deleteConversationUserLimits = defineConsoleRoute({
  id: "deleteConversationUserLimits",
  method: "DELETE",
  path: "/organizations/{organizationId}/agents/{agentId}/users/{userId}/limits",
  params: { organizationId, agentId, userId },
  tag,
  summary: "Removes the conversation user's own limits; the organization's defaults apply again",
  roles,
  action: "conversation_user_limits.delete",
});
