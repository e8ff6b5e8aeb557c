import { describeLimitUsage, limitMeasures, type LimitUsage } from "@/lib/console/limits/limit-usage";

/** The subscription's amounts and what the organization uses of them, as the statistics report them. */
export type SubscriptionUsage = {
  subscription: {
    title: string;
    agentsAmount: number;
    usersWithAccessAmount: number;
    tokensAmountPerMonth: number;
    secondsAmountPerMonth: number;
    smsAmountPerMonth: number;
    emailsAmountPerMonth: number;
  };
  used: { tokensAmount: number; secondsAmount: number; smsAmount: number; emailsAmount: number; agents: number; usersWithAccess: number };
};

export type QuotaRow = {
  key: "tokens" | "seconds" | "sms" | "emails" | "agents" | "usersWithAccess";
  label: string;
  used: number;
  limit: number;
  /** Monthly amounts start again each month; agents and users are counted as they are now. */
  isMonthly: boolean;
  usage: LimitUsage;
};

const monthlyKeys = { tokensAmount: "tokens", secondsAmount: "seconds", smsAmount: "sms", emailsAmount: "emails" } as const;

/** One bar per quota of the subscription, each with its state (within, near at 80 %, reached, over). */
export function prepareQuotas({ subscription, used }: SubscriptionUsage): QuotaRow[] {
  const monthly = limitMeasures.map((measure): QuotaRow => {
    const usedAmount = used[measure.usageField];
    const limit = subscription[measure.limitField];
    return {
      key: monthlyKeys[measure.usageField],
      label: measure.label,
      used: usedAmount,
      limit,
      isMonthly: true,
      usage: describeLimitUsage(usedAmount, limit, measure.unit),
    };
  });
  return [
    ...monthly,
    {
      key: "agents",
      label: "Agents",
      used: used.agents,
      limit: subscription.agentsAmount,
      isMonthly: false,
      usage: describeLimitUsage(used.agents, subscription.agentsAmount, { one: "agent", many: "agents" }),
    },
    {
      key: "usersWithAccess",
      label: "Users with access",
      used: used.usersWithAccess,
      limit: subscription.usersWithAccessAmount,
      isMonthly: false,
      usage: describeLimitUsage(used.usersWithAccess, subscription.usersWithAccessAmount, { one: "user", many: "users" }),
    },
  ];
}

/** The quotas that need attention, worst first: over, reached, then near (80 % or more). */
export function quotaWarnings(rows: readonly QuotaRow[]): QuotaRow[] {
  const order = { over: 0, reached: 1, near: 2 } as const;
  return rows
    .filter(
      (row): row is QuotaRow & { usage: { state: keyof typeof order } } =>
        row.usage.state in order && !(row.usage.state === "reached" && row.limit === 0 && row.used === 0),
    )
    .sort((a, b) => order[a.usage.state] - order[b.usage.state]);
}
