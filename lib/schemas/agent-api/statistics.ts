import { z } from "zod";

import { isoDateTime, limitOwners, pageOf, pageQuery } from "./common";

/**
 * Shapes of this service's statistics extensions: an agent's activity hour by hour with the outcome
 * figures behind it, and an organization's use of its subscription this month. A real deployment may
 * not serve them; the console then shows only what the standard operations report.
 */

/** The longest period one activity request covers (a little over a year). */
export const maxActivityDays = 400;

/** Leaves a kind of conversation user out of the figures: e.g. the test users a console chats as in its playground. */
const excludeUserSource = z.string().min(1).max(255).optional().meta({
  description:
    "Leave out the conversations (with their messages, usage and feedback) of conversation users created with this source, such as a console's test users.",
});

export const activityQuery = z
  .object({
    startDate: isoDateTime.meta({ description: "Start of the period (inclusive)." }),
    endDate: isoDateTime.meta({ description: "End of the period (exclusive)." }),
    excludeUserSource,
  })
  .refine((query) => Date.parse(query.endDate) > Date.parse(query.startDate), { message: "endDate must be after startDate", path: ["endDate"] })
  .refine((query) => Date.parse(query.endDate) - Date.parse(query.startDate) <= maxActivityDays * 86_400_000, {
    message: `The period may be at most ${maxActivityDays} days long`,
    path: ["endDate"],
  });

export const activityHour = z
  .looseObject({
    hour: isoDateTime.meta({ description: "Start of the UTC hour." }),
    conversations: z.number().meta({ description: "Conversations started in the hour." }),
    messages: z.number().meta({ description: "Messages of any sender written in the hour." }),
    tokens: z.number(),
    seconds: z.number().meta({ description: "Voice call seconds." }),
    sms: z.number(),
    emails: z.number(),
  })
  .meta({ id: "ActivityHour", description: "One UTC hour with any activity; hours without any are left out." });

const countOf = (description: string) => z.looseObject({ key: z.string(), conversations: z.number() }).meta({ description });

export const activityUser = z
  .looseObject({
    conversationUserId: z.string(),
    name: z.string(),
    email: z.string().nullish(),
    conversations: z.number(),
    messages: z.number(),
    tokens: z.number(),
  })
  .meta({ id: "ActivityUser" });

export const activityResponse = z
  .looseObject({
    startDate: isoDateTime,
    endDate: isoDateTime,
    hours: z.array(activityHour),
    outcomes: z
      .looseObject({
        conversations: z.number().meta({ description: "Conversations started in the period." }),
        handedOff: z.number().meta({ description: "Of them, those that needed a person: escalated, switched to manual mode, or answered by a person." }),
        resolvedByAi: z.number().meta({ description: "Of them, those the agent answered with no person involved." }),
        feedbackUp: z.number().meta({ description: "Positive message feedback given in the period." }),
        feedbackDown: z.number().meta({ description: "Negative message feedback given in the period." }),
        activeUsers: z.number().meta({ description: "Conversation users who wrote in the period." }),
      })
      .meta({ id: "ActivityOutcomes" }),
    byChannel: z.array(countOf("Conversations started in the period per channel (the conversation's source).")),
    byMode: z.array(countOf("Conversations started in the period per mode (ai or manual).")),
    responseTimesMs: z.array(z.number()).meta({
      description: "How long each agent reply in the period took after the user message it answers, in milliseconds (the latest 5,000 at most).",
    }),
    firstHumanReplyMs: z.array(z.number()).meta({
      description: "For each conversation first answered by a person in the period, the time from the hand-off (or the start) to that answer, in milliseconds.",
    }),
    users: z.array(activityUser).meta({ description: "The users who wrote in the period, most tokens first (200 at most)." }),
  })
  .meta({
    id: "AgentActivityResponse",
    description: "Extension: the agent's activity hour by hour (UTC) and the outcome figures of the period.",
  });

export const subscriptionQuotas = z
  .looseObject({
    id: z.string(),
    title: z.string(),
    agentsAmount: z.number(),
    usersWithAccessAmount: z.number(),
    tokensAmountPerMonth: z.number(),
    secondsAmountPerMonth: z.number(),
    smsAmountPerMonth: z.number(),
    emailsAmountPerMonth: z.number(),
  })
  .meta({ id: "SubscriptionQuotas" });

export const limitRefusalCount = z
  .looseObject({
    owner: z.enum(limitOwners),
    ownerId: z.string(),
    agentId: z.string().optional().meta({ description: "The agent called, when the refused call was an agent's." }),
    field: z.string().meta({ description: "The limit reached, e.g. `tokensAmountPerMonth` or `agentsAmount`." }),
    amount: z.number().meta({ description: "What the limit allowed at the last refusal." }),
    count: z.number().meta({ description: "Calls refused this month by this limit." }),
    lastRefusedAt: isoDateTime,
  })
  .meta({ id: "LimitRefusalCount" });

export const organizationUsageResponse = z
  .looseObject({
    periodStart: isoDateTime.meta({ description: "Start of the calendar month (UTC) the amounts count from." }),
    subscription: subscriptionQuotas,
    used: z.looseObject({
      tokensAmount: z.number(),
      secondsAmount: z.number(),
      smsAmount: z.number(),
      emailsAmount: z.number(),
      agents: z.number().meta({ description: "Agents of the organization." }),
      usersWithAccess: z.number().meta({ description: "Platform users of the organization who are not disabled." }),
    }),
    refusals: z
      .array(limitRefusalCount)
      .optional()
      .meta({ description: "Calls refused this month with 402 LIMIT_EXCEEDED_ERROR, per limit and agent, most recent first." }),
  })
  .meta({
    id: "OrganizationUsageResponse",
    description: "Extension: the organization's subscription quotas with what its agents used this calendar month (UTC).",
  });

export const activityConversationsQuery = pageQuery
  .extend({
    startDate: isoDateTime.meta({ description: "Conversations started at or after this instant." }),
    endDate: isoDateTime.meta({ description: "Conversations started before this instant." }),
    conversationUserId: z.uuid().optional(),
    excludeUserSource,
  })
  .refine((query) => Date.parse(query.endDate) > Date.parse(query.startDate), { message: "endDate must be after startDate", path: ["endDate"] });

export const activityConversation = z
  .looseObject({
    id: z.string(),
    title: z.string().nullish(),
    conversationUserId: z.string(),
    userName: z.string(),
    userEmail: z.string().nullish(),
    source: z.string(),
    mode: z.string(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    messages: z.number(),
    tokens: z.number(),
    isHandedOff: z.boolean().meta({ description: "Whether the conversation needed a person." }),
  })
  .meta({ id: "ActivityConversation" });

export const activityConversationsPage = pageOf(activityConversation, "ActivityConversationsPage");

export type ActivityResponse = z.output<typeof activityResponse>;
export type OrganizationUsageResponse = z.output<typeof organizationUsageResponse>;
