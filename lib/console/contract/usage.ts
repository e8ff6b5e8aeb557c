import { z } from "zod";

import { rangePresets } from "@/lib/console/usage/prepare-range";
import { agentUsage, usageConversationsPage, usageConversationsQuery, usageOverview } from "@/lib/schemas/console/usage";

import { defineConsoleRoute } from "./define";
import { handlerCheckedQuery } from "./handler-checked-query";
import { pathParams } from "./path-params";

const tag = "Usage";
const roles = ["superadmin", "org_admin", "operator", "viewer"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;

/** Whether the playground's test chats count: only when asked for. */
const playgroundChoice = z.object({ playground: z.literal("include").optional() });

/** A range of the usage pages: a preset, or a custom span of local dates (both ends included), in time zone `tz`. */
const usageRangeQuery = playgroundChoice.extend({
  range: z.enum(rangePresets).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  tz: z.string().optional(),
});

const rangeFallback = "A range that cannot be read is taken as the last 7 days, and a time zone that does not exist as UTC.";

export const getUsageOverview = defineConsoleRoute({
  id: "getUsageOverview",
  method: "GET",
  path: "/organizations/{organizationId}/usage",
  params: { organizationId },
  tag,
  summary: "The organization's usage in a range, with its subscription's quotas",
  description: `The playground's test chats are counted only with \`playground=include\`. ${rangeFallback}`,
  roles,
  query: handlerCheckedQuery(usageRangeQuery),
  response: usageOverview,
});

export const getAgentUsage = defineConsoleRoute({
  id: "getAgentUsage",
  method: "GET",
  path: "/organizations/{organizationId}/usage/agents/{agentId}",
  params: { organizationId, agentId },
  tag,
  summary: "One agent's usage in a range: series, outcomes, users, and its limits beside this month's usage",
  description: `The playground's test chats are counted only with \`playground=include\`. ${rangeFallback} A viewer not allowed customer details gets no list of users.`,
  roles,
  query: handlerCheckedQuery(usageRangeQuery),
  response: agentUsage,
});

export const listUsageConversations = defineConsoleRoute({
  id: "listUsageConversations",
  method: "GET",
  path: "/organizations/{organizationId}/usage/agents/{agentId}/conversations",
  params: { organizationId, agentId },
  tag,
  summary: "The conversations behind a point of a usage chart: those the agent started between `from` and `to`",
  description:
    "A viewer not allowed customer details gets their number only: no names, emails or titles. A period or page that is not valid is refused with 400 `INVALID_INPUT`; an operator asking for an agent they do not work on, with 403 `FORBIDDEN`.",
  roles,
  query: handlerCheckedQuery(usageConversationsQuery.extend(playgroundChoice.shape)),
  response: usageConversationsPage,
});
