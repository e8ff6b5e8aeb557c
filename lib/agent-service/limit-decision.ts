/** The monthly amounts a limit or a subscription sets. */
export const limitFields = ["tokensAmountPerMonth", "smsAmountPerMonth", "emailsAmountPerMonth", "secondsAmountPerMonth"] as const;

/** What a refused call had reached: a monthly amount of a user, an agent or the subscription, or a count of the subscription. */
export type RefusedOwner = "conversation_user" | "agent" | "subscription";
export type MonthlyField = (typeof limitFields)[number];
export type CountField = "agentsAmount" | "usersWithAccessAmount";

export type LimitCheck = {
  owner: RefusedOwner;
  ownerId: string;
  field: MonthlyField | CountField;
  /** What the limit allows. */
  amount: number;
  /** What is used already (this month for a monthly amount). */
  used: number;
  /** How many the call would add, for counts (a new agent is 1); a metered call needs only something left. */
  adding?: number;
};

/** The first limit the call would pass, in the order given (narrowest first), or undefined when every one leaves room. */
export function limitReached(checks: readonly LimitCheck[]): LimitCheck | undefined {
  return checks.find((check) => (check.adding === undefined ? check.used >= check.amount : check.used + check.adding > check.amount));
}

/** When a monthly amount is counted again from zero: the first moment of the next calendar month (UTC). */
export function monthlyResetAt(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

const ownerWords: Record<RefusedOwner, string> = {
  conversation_user: "The user's",
  agent: "The agent's",
  subscription: "The subscription's",
};

const monthly = (field: string): field is MonthlyField => (limitFields as readonly string[]).includes(field);

/** The refusal's detail: which limit, what it allows and uses, when a monthly amount starts again, and a sentence saying so. */
export function refusalDetail(check: LimitCheck, now = new Date()) {
  const isMonthly = monthly(check.field);
  return {
    owner: check.owner,
    ownerId: check.ownerId,
    field: check.field,
    amount: check.amount,
    used: check.used,
    ...(isMonthly ? { resetsAt: monthlyResetAt(now).toISOString() } : {}),
    message: isMonthly
      ? `${ownerWords[check.owner]} ${check.field} (${check.amount}) is spent for this month: ${check.used} used.`
      : `${ownerWords[check.owner]} ${check.field} allows ${check.amount}; ${check.used} exist already.`,
  };
}
