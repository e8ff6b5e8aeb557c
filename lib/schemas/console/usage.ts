import { z } from "zod";

import { rangePresets } from "@/lib/console/usage/prepare-range";
import { limitRefusalCount, organizationUsageResponse, subscriptionQuotas } from "@/lib/schemas/agent-api/statistics";

import { limitsOverview } from "./agent-limits";

/** The figures of a period the cards show. */
export const usageTotals = z.object({
  conversations: z.number(),
  messages: z.number(),
  tokens: z.number(),
  seconds: z.number(),
  sms: z.number(),
  emails: z.number(),
  activeUsers: z.number(),
});
export type UsageTotals = z.output<typeof usageTotals>;

/** The previous period's figures; each is null when the API does not report it. */
export const previousTotals = z.object({
  conversations: z.number().nullable(),
  messages: z.number().nullable(),
  tokens: z.number().nullable(),
  seconds: z.number().nullable(),
  sms: z.number().nullable(),
  emails: z.number().nullable(),
  activeUsers: z.number().nullable(),
});
export type PreviousTotals = z.output<typeof previousTotals>;

export const seriesPoint = z.object({
  start: z.string(),
  end: z.string(),
  label: z.string(),
  conversations: z.number(),
  messages: z.number(),
  tokens: z.number(),
  seconds: z.number(),
  sms: z.number(),
  emails: z.number(),
});

/** The period shown, as the server resolved it in the viewer's time zone. */
export const usageRange = z.object({
  preset: z.enum(rangePresets),
  from: z.string(),
  to: z.string(),
  start: z.string(),
  end: z.string(),
  until: z.string(),
  bucket: z.enum(["hour", "day"]),
  previousStart: z.string(),
  previousEnd: z.string(),
  timeZone: z.string(),
});
export type UsageRange = z.output<typeof usageRange>;

/** The subscription's quotas and this month's use, as the API reports them (only the fields named here). */
export const subscriptionUsage = z.object({
  periodStart: z.string(),
  subscription: z.object(subscriptionQuotas.omit({ id: true }).shape),
  used: z.object(organizationUsageResponse.shape.used.shape),
  /** Calls refused this month because a limit was used up, per limit; none when the API does not report them. */
  refusals: z.array(z.object(limitRefusalCount.shape)).default([]),
});
export type SubscriptionUsage = z.output<typeof subscriptionUsage>;

export const agentUsageSummary = z.object({
  agentId: z.string(),
  name: z.string(),
  /** Null when nothing could be read for the agent; `problem` says why. */
  totals: usageTotals.nullable(),
  previousTotals: previousTotals.nullable(),
  /** The agent's activity over time; null when the API reports totals only. */
  series: z.array(seriesPoint).nullable(),
  problem: z.string().nullable(),
});
export type AgentUsageSummary = z.output<typeof agentUsageSummary>;

export const usageOverview = z.object({
  range: usageRange,
  totals: usageTotals,
  previousTotals,
  /** Null when no agent reports activity over time. */
  series: z.array(seriesPoint).nullable(),
  agents: z.array(agentUsageSummary),
  quotas: subscriptionUsage.nullable(),
  /** Why the subscription's quotas are not shown, when they are not. */
  quotasProblem: z.string().nullable(),
});
export type UsageOverview = z.output<typeof usageOverview>;

const count = z.looseObject({ key: z.string(), conversations: z.number() });

export const usageUser = z.object({
  conversationUserId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  conversations: z.number(),
  messages: z.number(),
  tokens: z.number(),
});
export type UsageUser = z.output<typeof usageUser>;

/** Whether the caller sees who the customers are (names, emails, conversation titles) or figures only: viewers see figures unless allowed. */
export const customerDetails = z.enum(["shown", "hidden"]);
export type CustomerDetails = z.output<typeof customerDetails>;

export const agentUsage = z.object({
  range: usageRange,
  agent: z.object({ agentId: z.string(), name: z.string() }),
  totals: usageTotals,
  previousTotals,
  series: z.array(seriesPoint).nullable(),
  outcomes: z
    .object({
      outcomes: z.object({ conversations: z.number(), handedOff: z.number(), resolvedByAi: z.number(), feedbackUp: z.number(), feedbackDown: z.number() }),
      byChannel: z.array(count),
      byMode: z.array(count),
      responseTimesMs: z.array(z.number()),
      firstHumanReplyMs: z.array(z.number()),
    })
    .nullable(),
  /** Null when the API reports none, or when the caller may not see customer details. */
  users: z.array(usageUser).nullable(),
  customerDetails,
  limits: limitsOverview.nullable(),
  limitsProblem: z.string().nullable(),
});
export type AgentUsage = z.output<typeof agentUsage>;

/** The query of the conversations behind a point of a chart. */
/** Conversations per page of the usage conversations list: the API pages them, the list shows its pages as they come. */
export const usageConversationsPageSize = 25;

export const usageConversationsQuery = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  userId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type UsageConversationsQuery = z.input<typeof usageConversationsQuery>;

export const usageConversation = z.object({
  id: z.string(),
  title: z.string().nullable(),
  conversationUserId: z.string(),
  userName: z.string(),
  userEmail: z.string().nullable(),
  mode: z.string().nullable(),
  /** The figures below are null when the API lists conversations without them. */
  source: z.string().nullable(),
  messages: z.number().nullable(),
  tokens: z.number().nullable(),
  isHandedOff: z.boolean().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UsageConversation = z.output<typeof usageConversation>;

export const usageConversationsPage = z.object({
  agent: z.object({ agentId: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  page: z.number(),
  pageSize: z.number(),
  totalItems: z.number(),
  totalPages: z.number(),
  /** Empty when the caller may not see customer details: `totalItems` still counts the period's conversations. */
  conversations: z.array(usageConversation),
  customerDetails,
});
export type UsageConversationsPage = z.output<typeof usageConversationsPage>;
