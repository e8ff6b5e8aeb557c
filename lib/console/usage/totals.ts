import type { ActivityResponse } from "@/lib/schemas/agent-api/statistics";
import type { PreviousTotals, UsageTotals } from "@/lib/schemas/console/usage";

/** The totals of an activity report: its hours added up, and the users who wrote. */
export function totalsOfActivity(activity: Pick<ActivityResponse, "hours" | "outcomes">): UsageTotals {
  const totals = { conversations: 0, messages: 0, tokens: 0, seconds: 0, sms: 0, emails: 0, activeUsers: activity.outcomes.activeUsers };
  for (const hour of activity.hours) {
    totals.conversations += hour.conversations;
    totals.messages += hour.messages;
    totals.tokens += hour.tokens;
    totals.seconds += hour.seconds;
    totals.sms += hour.sms;
    totals.emails += hour.emails;
  }
  return totals;
}

type Statistic = {
  tokensUsed: number;
  vapiSecondsUsed: number;
  smsUsed: number;
  emailsUsed: number;
  conversations?: unknown;
  messages?: unknown;
  activeUsers?: unknown;
};

const numberOrNull = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** A statistic as totals; the figures only this service's extension reports are null elsewhere. */
export function totalsOfStatistic(statistic: Statistic): PreviousTotals {
  return {
    conversations: numberOrNull(statistic.conversations),
    messages: numberOrNull(statistic.messages),
    tokens: statistic.tokensUsed,
    seconds: statistic.vapiSecondsUsed,
    sms: statistic.smsUsed,
    emails: statistic.emailsUsed,
    activeUsers: numberOrNull(statistic.activeUsers),
  };
}

const previousKeys = ["conversations", "messages", "tokens", "seconds", "sms", "emails", "activeUsers"] as const;

/** Adds totals of several agents; a previous figure stays null if any agent lacks it. */
export function addTotals(all: readonly UsageTotals[]): UsageTotals {
  const sum = { conversations: 0, messages: 0, tokens: 0, seconds: 0, sms: 0, emails: 0, activeUsers: 0 };
  for (const totals of all) for (const key of previousKeys) sum[key] += totals[key];
  return sum;
}

export function addPreviousTotals(all: readonly (PreviousTotals | null)[]): PreviousTotals {
  const sum: PreviousTotals = { conversations: 0, messages: 0, tokens: 0, seconds: 0, sms: 0, emails: 0, activeUsers: 0 };
  for (const key of previousKeys) {
    for (const totals of all) {
      const value = totals?.[key] ?? null;
      sum[key] = value === null || sum[key] === null ? null : sum[key] + value;
    }
  }
  return sum;
}

/** Totals without some of their parts (the playground's test users, say): never below zero; an unknown figure stays unknown. */
export function subtractTotals(total: PreviousTotals, parts: readonly PreviousTotals[]): PreviousTotals {
  const left = { ...total };
  for (const key of previousKeys) {
    for (const part of parts) {
      const value = part[key];
      left[key] = value === null || left[key] === null ? null : Math.max(0, left[key] - value);
    }
  }
  return left;
}
