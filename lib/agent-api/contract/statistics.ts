import {
  activityConversationsPage,
  activityConversationsQuery,
  activityQuery,
  activityResponse,
  organizationUsageResponse,
} from "@/lib/schemas/agent-api/statistics";

import { defineOperation } from "./operation";

export const getAgentActivity = defineOperation({
  id: "getAgentActivity",
  method: "get",
  path: "/agents/statistic/activity",
  scope: "agent",
  tag: "Agents",
  summary: "Get agent activity",
  description:
    "Extension of this service, not part of the AI Agent API: the agent's activity between startDate and endDate (at most 400 days), hour by hour in UTC (conversations started, messages, tokens, voice seconds, SMS, emails; hours without any activity are left out), with the outcomes of the conversations started in the period (handed to a person, answered by the agent alone), message feedback, conversations per channel and per mode, reply times, times to a person's first reply, and the users who wrote, most tokens first. Tokens are estimated as one per four characters of text in and out.",
  query: activityQuery,
  status: 200,
  response: activityResponse,
  notFound: "Agent",
});

export const listActivityConversations = defineOperation({
  id: "listActivityConversations",
  method: "get",
  path: "/agents/statistic/conversations",
  scope: "agent",
  tag: "Agents",
  summary: "Get the conversations behind agent activity",
  description:
    "Extension of this service, not part of the AI Agent API: pages of the agent's conversations started between startDate (inclusive) and endDate (exclusive), newest first, optionally of one conversation user, each with its messages and tokens so far and whether it needed a person. These are the conversations an activity hour counts.",
  query: activityConversationsQuery,
  status: 200,
  response: activityConversationsPage,
  notFound: "Agent",
});

export const getOrganizationUsage = defineOperation({
  id: "getOrganizationUsage",
  method: "get",
  path: "/organizations/by-organization-api-key/usage",
  scope: "organization",
  tag: "Organizations",
  summary: "Get organization usage",
  description:
    "Extension of this service, not part of the AI Agent API: the calling organization's subscription quotas (agents, users with access, and the monthly tokens, voice seconds, SMS and emails) with what it uses: its agents and its platform users who are not disabled, what all its agents used this calendar month (UTC), and the calls refused this month because a limit was spent (`refusals`, per limit and agent).",
  status: 200,
  response: organizationUsageResponse,
});

export const statisticsOperations = [getAgentActivity, listActivityConversations, getOrganizationUsage];
