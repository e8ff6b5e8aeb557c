import { limitsFormBody, type LimitsFormBody, type PlanQuota } from "@/lib/schemas/console/agent-limits";

type Field = keyof LimitsFormBody;

/** What each monthly amount counts, as the refusal names it. */
const units: Record<Field, { one: string; many: string }> = {
  tokensAmountPerMonth: { one: "token", many: "tokens" },
  secondsAmountPerMonth: { one: "second of voice calls", many: "seconds of voice calls" },
  smsAmountPerMonth: { one: "SMS", many: "SMS" },
  emailsAmountPerMonth: { one: "email", many: "emails" },
};

const numbers = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** "The plan allows at most 2,000,000 tokens a month"; "The plan allows no SMS a month" for a quota of none. */
export function quotaMessage(field: Field, quota: number): string {
  const unit = units[field];
  if (quota <= 0) return `The plan allows no ${unit.many} a month`;
  return `The plan allows at most ${numbers.format(quota)} ${quota === 1 ? unit.one : unit.many} a month`;
}

/**
 * The monthly amounts above what the organization's plan allows, each with the reason for its field; none
 * when the plan is not known. A limit can only narrow the plan: more than it allows could never be used.
 */
export function limitsAboveQuota(body: Partial<LimitsFormBody>, plan: PlanQuota | null): Partial<Record<Field, string>> {
  if (!plan) return {};
  const fields = Object.keys(units) as Field[];
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = body[field];
      return value !== undefined && value > plan[field] ? [[field, quotaMessage(field, plan[field])]] : [];
    }),
  );
}

/** The limits form's schema: the API's body, with each amount above the plan refused on its field. */
export function limitsWithinPlan(plan: PlanQuota | null) {
  return limitsFormBody.superRefine((body, context) => {
    for (const [field, message] of Object.entries(limitsAboveQuota(body, plan))) context.addIssue({ code: "custom", path: [field], message });
  });
}
