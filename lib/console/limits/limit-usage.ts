import type { LimitsFormBody, LimitsView, UsageView } from "@/lib/schemas/console/agent-limits";

/** One thing a monthly limit counts: its label, its unit, and where its limit and usage are found. */
export type LimitMeasure = {
  limitField: keyof LimitsFormBody;
  usageField: keyof UsageView;
  label: string;
  unit: { one: string; many: string };
  description: string;
};

export const limitMeasures: readonly LimitMeasure[] = [
  {
    limitField: "tokensAmountPerMonth",
    usageField: "tokensAmount",
    label: "AI tokens",
    unit: { one: "token", many: "tokens" },
    description: "Text the model reads and writes; roughly four characters make a token.",
  },
  {
    limitField: "secondsAmountPerMonth",
    usageField: "secondsAmount",
    label: "Voice call time",
    unit: { one: "second", many: "seconds" },
    description: "Seconds of voice calls.",
  },
  {
    limitField: "smsAmountPerMonth",
    usageField: "smsAmount",
    label: "Text messages",
    unit: { one: "SMS", many: "SMS" },
    description: "SMS messages sent.",
  },
  {
    limitField: "emailsAmountPerMonth",
    usageField: "emailsAmount",
    label: "Emails",
    unit: { one: "email", many: "emails" },
    description: "Emails sent.",
  },
];

const numbers = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
export const formatAmount = (value: number) => numbers.format(value);
const withUnit = (value: number, unit: LimitMeasure["unit"]) => `${formatAmount(value)} ${value === 1 ? unit.one : unit.many}`;

export type UsageState = "unknown" | "within" | "near" | "reached" | "over";

export type LimitUsage = {
  /** How full the bar is, 0 to 100. */
  percent: number;
  state: UsageState;
  /** "1,234 of 200,000 tokens used", in plain words. */
  text: string;
};

/** The share of the month's limit used from which the bar warns. */
export const nearLimitShare = 0.8;

/** How much of a monthly limit is used, for the bar beside it; `used` is null when the API does not report usage. */
export function describeLimitUsage(used: number | null, limit: number, unit: LimitMeasure["unit"]): LimitUsage {
  if (used === null) return { percent: 0, state: "unknown", text: `Limit ${withUnit(limit, unit)}; usage not reported` };
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : used > 0 ? 100 : 0;
  const text = `${formatAmount(used)} of ${withUnit(limit, unit)} used`;
  if (used > limit) return { percent: 100, state: "over", text: `${text}, ${withUnit(used - limit, unit)} over` };
  if (limit === 0 || used === limit)
    return { percent: limit === 0 ? 0 : 100, state: "reached", text: limit === 0 ? `None allowed (${text})` : `${text}, the whole limit` };
  return { percent, state: used >= limit * nearLimitShare ? "near" : "within", text: `${text} (${percent}%)` };
}

const day = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });

/** The period the usage counts, in plain words: since the first of this month, and when it starts again. */
export function usagePeriodText(periodStart: string): string {
  const start = new Date(periodStart);
  if (Number.isNaN(start.getTime())) return "Usage this calendar month (UTC).";
  const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return `Usage this month, since ${day.format(start)} (UTC). Limits are per calendar month; the count starts again on ${day.format(next)}.`;
}

/** The form's starting values: the limits shown (the organization's defaults when there are none of its own). */
export function limitsFormDefaults(limits: LimitsView | null): Partial<LimitsFormBody> {
  if (!limits) return {};
  return {
    tokensAmountPerMonth: limits.tokensAmountPerMonth,
    secondsAmountPerMonth: limits.secondsAmountPerMonth,
    smsAmountPerMonth: limits.smsAmountPerMonth,
    emailsAmountPerMonth: limits.emailsAmountPerMonth,
  };
}
