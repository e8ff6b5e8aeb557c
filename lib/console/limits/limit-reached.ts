import { limitExceededDetail } from "@/lib/schemas/agent-api/common";
import { countOf } from "@/lib/utils/plural";

import { agentHref, agentsHref } from "../agents/agent-tabs";
import { userLimitsHref } from "../agents/user-limits-href";

/** A call the AI Agent API refused because a limit was reached: which one, in plain words, and where it is changed. */
export type LimitReached = {
  owner: "conversation_user" | "agent" | "subscription";
  field: string;
  amount: number;
  used: number;
  resetsAt?: string;
  /** The page where the limit is changed (the agent's Limits tab) or, for the subscription, shown. */
  href: string;
  hrefLabel: string;
};

/** Where the page for the subscription's quotas is. */
export const subscriptionQuotasHref = "/usage";

const units: Record<string, [string, string]> = {
  tokensAmountPerMonth: ["token", "tokens"],
  smsAmountPerMonth: ["SMS", "SMS"],
  emailsAmountPerMonth: ["email", "emails"],
  secondsAmountPerMonth: ["second of voice calls", "seconds of voice calls"],
  agentsAmount: ["agent", "agents"],
  usersWithAccessAmount: ["user with access", "users with access"],
};

const whose = { conversation_user: "This user's", agent: "The agent's", subscription: "The subscription's" } as const;

const day = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });

/** How much a limit allows, in words: "1 token a month", "no SMS a month", "2 agents". */
export function limitAmountText(field: string, amount: number): string {
  const [one, many] = units[field] ?? ["", ""];
  const monthly = field.endsWith("PerMonth") ? " a month" : "";
  if (amount <= 0) return `no ${many}${monthly}`.trim();
  return `${countOf(amount, one, many)}${monthly}`;
}

/** The sentence the console shows for a refusal: what the limit allows, what is used, when it starts again. */
export function limitReachedMessage(limit: Pick<LimitReached, "owner" | "field" | "amount" | "used" | "resetsAt">): string {
  const allowed = limitAmountText(limit.field, limit.amount);
  const resets = limit.resetsAt ? ` It starts again on ${day.format(new Date(limit.resetsAt))}.` : "";
  if (!limit.field.endsWith("PerMonth")) {
    return `${whose[limit.owner]} limit of ${allowed} is reached (${limit.used} already).`;
  }
  return `${whose[limit.owner]} limit of ${allowed} is used up (${limit.used.toLocaleString("en-US")} used this month).${resets}`;
}

/** Where a limit is changed: a user's and an agent's on the agent's Limits tab; the subscription's quotas are shown on Usage. */
export function limitLink(owner: LimitReached["owner"], ownerId: string, agentId: string | undefined): Pick<LimitReached, "href" | "hrefLabel"> {
  if (owner === "conversation_user") return { href: agentId ? userLimitsHref(agentId, ownerId) : agentsHref, hrefLabel: "Change this user's limits" };
  if (owner === "agent") return { href: agentHref(agentId ?? ownerId, "limits"), hrefLabel: "Change the agent's limits" };
  return { href: subscriptionQuotasHref, hrefLabel: "See the subscription's quotas" };
}

/** The refusal's limit from the API's 402 details, with the page where it is changed; undefined when they name none. */
export function limitReachedFrom(details: readonly unknown[] | undefined): LimitReached | undefined {
  const parsed = limitExceededDetail.safeParse(details?.[0]);
  if (!parsed.success) return undefined;
  const { owner, ownerId, agentId, field, amount, used, resetsAt } = parsed.data;
  return { owner, field, amount, used, ...(resetsAt ? { resetsAt } : {}), ...limitLink(owner, ownerId, agentId) };
}

/** A line of the usage page's refusals: which limit refused how many calls this month, and where it is changed. */
export type LimitRefusalRow = { key: string; limit: string; agentName: string | null; count: string; lastRefusedAt: string; href: string; hrefLabel: string };

type RefusalCount = { owner: LimitReached["owner"]; ownerId: string; agentId?: string; field: string; amount: number; count: number; lastRefusedAt: string };

/** The usage page's refusals, each named in words with the agent it was an agent's call to. */
export function limitRefusalRows(refusals: readonly RefusalCount[], agents: readonly { agentId: string; name: string }[]): LimitRefusalRow[] {
  return refusals.map((refusal) => ({
    key: [refusal.owner, refusal.ownerId, refusal.agentId ?? "", refusal.field].join(":"),
    limit: `${whose[refusal.owner]} ${limitAmountText(refusal.field, refusal.amount)}`,
    agentName: agents.find((agent) => agent.agentId === refusal.agentId)?.name ?? null,
    count: countOf(refusal.count, "refused call"),
    lastRefusedAt: refusal.lastRefusedAt,
    ...limitLink(refusal.owner, refusal.ownerId, refusal.agentId),
  }));
}
