import { z } from "zod";

import { agentLimitsResponse, agentUsageResponse } from "@/lib/schemas/agent-api/agents";
import { subscriptionQuotas } from "@/lib/schemas/agent-api/statistics";
import { limitsBody } from "@/lib/schemas/agent-api/users";

const limit = agentLimitsResponse.shape;
const usage = agentUsageResponse.shape;

/**
 * The body of setting an agent's or a user's monthly limits: the four amounts, as the API takes them.
 * The console always sends all four, so one body serves creating and changing limits.
 */
export const limitsFormBody = limitsBody;
export type LimitsFormBody = z.output<typeof limitsFormBody>;

/** Monthly limits as the browser sees them; `isOrganizationDefault` when the owner has none of its own. */
export const limitsView = z.object({
  id: limit.id,
  isOrganizationDefault: limit.isOrganizationDefault,
  tokensAmountPerMonth: limit.tokensAmountPerMonth,
  smsAmountPerMonth: limit.smsAmountPerMonth,
  emailsAmountPerMonth: limit.emailsAmountPerMonth,
  secondsAmountPerMonth: limit.secondsAmountPerMonth,
});
export type LimitsView = z.output<typeof limitsView>;

/** What was used this calendar month (UTC). */
export const usageView = z.object({
  tokensAmount: usage.tokensAmount,
  smsAmount: usage.smsAmount,
  emailsAmount: usage.emailsAmount,
  secondsAmount: usage.secondsAmount,
});
export type UsageView = z.output<typeof usageView>;

/** The monthly quotas of the organization's plan: no limit may go above them. */
export const planQuota = z.object(
  subscriptionQuotas.pick({ title: true, tokensAmountPerMonth: true, smsAmountPerMonth: true, emailsAmountPerMonth: true, secondsAmountPerMonth: true }).shape,
);
export type PlanQuota = z.output<typeof planQuota>;

/**
 * Limits with the usage beside them. Either is null when the API does not report it (a real deployment
 * may serve usage where limits are expected, or no usage at all); `periodStart` is when the month's
 * count began (UTC); `plan` the quotas of the organization's plan, null when the API does not report them.
 */
export const limitsOverview = z.object({
  limits: limitsView.nullable(),
  usage: usageView.nullable(),
  periodStart: z.string(),
  plan: planQuota.nullable(),
});
export type LimitsOverview = z.output<typeof limitsOverview>;
