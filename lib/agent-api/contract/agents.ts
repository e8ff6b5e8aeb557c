import {
  adminUsersResponse,
  agentLimitsResponse,
  agentResponse,
  agentRolesResponse,
  agentUsageResponse,
  agentUsersPage,
  agentUsersQuery,
  createAgentBody,
  createWebhookBody,
  resourceUsageBody,
  statisticQuery,
  statisticResponse,
  updateAgentBody,
  webhookResponse,
} from "@/lib/schemas/agent-api/agents";
import { idParam } from "@/lib/schemas/agent-api/common";
import { feedbackBody, feedbackUpsertResponse } from "@/lib/schemas/agent-api/conversations";
import { limitsBody, limitsUpdateBody } from "@/lib/schemas/agent-api/users";

import { defineOperation } from "./operation";

const tag = "Agents";

export const getAgentUsers = defineOperation({
  id: "getAgentUsers",
  method: "get",
  path: "/agents/users",
  scope: "agent",
  tag,
  summary: "Get agent users",
  description:
    "Pages of the agent's conversation users. (The real deployment declares the agent object as this response; it evidently means this page of users.)",
  query: agentUsersQuery,
  status: 200,
  response: agentUsersPage,
  notFound: "Agent",
});

export const getAgentAdminUsers = defineOperation({
  id: "getAgentAdminUsers",
  method: "get",
  path: "/agents/admin-users",
  scope: "agent",
  tag,
  summary: "Get agent admin users",
  description: "Platform users of the agent's organization who administer it (owners and admins).",
  status: 200,
  response: adminUsersResponse,
});

export const getAgentByApiKey = defineOperation({
  id: "getAgentByApiKey",
  method: "get",
  path: "/agents/by-api-key",
  scope: "agent",
  tag,
  summary: "Get agent of the calling key",
  status: 200,
  response: agentResponse,
  notFound: "Agent",
});

export const getAgentStatistic = defineOperation({
  id: "getAgentStatistic",
  method: "get",
  path: "/agents/statistic",
  scope: "agent",
  tag,
  summary: "Get agent statistic",
  description:
    "Usage between startDate and endDate (all time when absent), optionally for one user. Tokens are estimated as one per four characters of text in and out.",
  query: statisticQuery,
  status: 200,
  response: statisticResponse,
  notFound: "Agent",
});

export const createAgentWebhook = defineOperation({
  id: "createAgentWebhook",
  method: "post",
  path: "/agents/webhooks",
  scope: "agent",
  tag,
  summary: "Create agent webhook",
  description:
    "Deliveries are JSON with the event, the conversation, its user, the transcript (its latest 50 messages; transcriptOmitted counts earlier ones) and scores, signed the Standard Webhooks way with the returned signingSecret, and retried with backoff until a 2xx. The signingSecret is answered here only, once: keep it with the receiver. The real deployment returns no signing secret (its deliveries are not documented as signed), so against it a receiver cannot verify deliveries. What became of each delivery is listed by listWebhookDeliveries (an extension). " +
    "When each triggerCondition fires: each_message, after every turn (the agent's reply, carrying the question in the transcript; a user's message nobody answers automatically, in manual mode; a person's manual message); start_dialog, when a conversation is created or started; end_dialog, when a conversation ends (archived, moved to a closed state, or archived for inactivity); manual, when a person takes a conversation over (mode manual); " +
    "chat_currently_unavailable, when the agent would hand a conversation to a person (the user asked for one, or it could not answer) while its live-chat configuration says nobody is there: outside businessHours, or on one of unavailableDates when limitUnavailableDates is on. The conversation is then not moved to the waiting-for-a-human state; the user is told nobody is available, with the configured away message, and the delivery's message is the user's question. An agent without business hours always has people there (the service cannot see who is signed in to a console). " +
    "auto_archive_conversation, when a conversation had no new message or change for the agent's idle time (autoArchiveAfterMinutes of its live-chat configuration; off by default) and was archived, together with end_dialog. " +
    "Every delivery's conversation carries its summary: what the user asked, what the agent answered, and each change of hands (handed to a person and why, nobody there, taken over, handed back).",
  body: createWebhookBody,
  status: 201,
  response: webhookResponse,
  badRequest: "The URL is not HTTPS or does not resolve only to public addresses.",
  notFound: "Agent",
});

export const getAgentLimits = defineOperation({
  id: "getAgentLimits",
  method: "get",
  path: "/agents/limits",
  scope: "agent",
  tag,
  summary: "Get agent limits",
  description:
    "The agent's monthly limits, or the organization defaults (isOrganizationDefault true). The real deployment serves usage under this path; usage has its own path here.",
  status: 200,
  response: agentLimitsResponse,
  notFound: "Agent",
});

export const createAgentLimits = defineOperation({
  id: "createAgentLimits",
  method: "post",
  path: "/agents/limits",
  scope: "agent",
  tag,
  summary: "Create agent limits",
  body: limitsBody,
  status: 201,
  response: agentLimitsResponse,
  badRequest: "The agent has limits already (update them instead), or an amount is above the subscription's quota.",
  notFound: "Agent",
});

export const updateAgentLimits = defineOperation({
  id: "updateAgentLimits",
  method: "put",
  path: "/agents/limits",
  scope: "agent",
  tag,
  summary: "Update agent limits",
  body: limitsUpdateBody,
  status: 200,
  response: agentLimitsResponse,
  notFound: "Limits of the agent",
  badRequest: "An amount is above the subscription's quota.",
});

export const deleteAgentLimits = defineOperation({
  id: "deleteAgentLimits",
  method: "delete",
  path: "/agents/limits",
  scope: "agent",
  tag,
  summary: "Delete agent limits",
  status: 200,
  notFound: "Limits of the agent",
});

export const getAgentUsage = defineOperation({
  id: "getAgentUsage",
  method: "get",
  path: "/agents/usage",
  scope: "agent",
  tag,
  summary: "Get agent usage",
  status: 200,
  response: agentUsageResponse,
});

export const upsertMessageFeedback = defineOperation({
  id: "upsertMessageFeedback",
  method: "post",
  path: "/conversation-message-feedbacks",
  scope: "agent",
  tag: "Feedback",
  summary: "Create or update conversation message feedback",
  description: "One feedback per user and message: sending again updates it.",
  body: feedbackBody,
  status: 201,
  response: feedbackUpsertResponse,
  notFound: "Message or user",
});

export const addResourceUsage = defineOperation({
  id: "addResourceUsage",
  method: "post",
  path: "/resource-usage",
  scope: "agent",
  tag: "Resource usage",
  summary: "Add new resource usage log",
  body: resourceUsageBody,
  status: 201,
});

export const getAgentRoles = defineOperation({
  id: "getAgentRoles",
  method: "get",
  path: "/agent-roles/by-api-key",
  scope: "organization",
  tag: "Agent roles",
  summary: "Get agent roles",
  status: 200,
  response: agentRolesResponse,
});

export const createAgent = defineOperation({
  id: "createAgent",
  method: "post",
  path: "/agents",
  scope: "organization",
  tag,
  summary: "Create agent",
  description: "The agent starts with its conversation states, and with an API key when isApiSkillEnabled (see agent-api-keys).",
  body: createAgentBody,
  status: 201,
  response: agentResponse,
  notFound: "Agent role",
  limitedBy: "Refused when the organization has as many agents as its subscription's `agentsAmount`.",
});

export const getAgent = defineOperation({
  id: "getAgent",
  method: "get",
  path: "/agents/{id}",
  scope: "organization",
  tag,
  summary: "Get agent by ID",
  params: idParam,
  status: 200,
  response: agentResponse,
  notFound: "Agent",
});

export const updateAgent = defineOperation({
  id: "updateAgent",
  method: "put",
  path: "/agents/{id}",
  scope: "organization",
  tag,
  summary: "Update agent",
  params: idParam,
  body: updateAgentBody,
  status: 200,
  response: agentResponse,
  notFound: "Agent",
});

export const getOrganizationAgentUsers = defineOperation({
  id: "getOrganizationAgentUsers",
  method: "get",
  path: "/agents/{id}/users",
  scope: "organization",
  tag,
  summary: "Get agent users by agent ID",
  description: "Pages of the conversation users of one of the organization's agents.",
  params: idParam,
  query: agentUsersQuery,
  status: 200,
  response: agentUsersPage,
  notFound: "Agent",
});

export const agentKeyAgentOperations = [
  getAgentUsers,
  getAgentAdminUsers,
  getAgentByApiKey,
  getAgentStatistic,
  createAgentWebhook,
  getAgentLimits,
  createAgentLimits,
  updateAgentLimits,
  deleteAgentLimits,
  getAgentUsage,
];

export const feedbackOperations = [upsertMessageFeedback, addResourceUsage];
export const organizationAgentOperations = [getAgentRoles, createAgent, getAgent, updateAgent, getOrganizationAgentUsers];
