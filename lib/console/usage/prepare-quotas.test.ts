import { describe, expect, it } from "vitest";

import { prepareQuotas, quotaWarnings, type SubscriptionUsage } from "./prepare-quotas";

const usage: SubscriptionUsage = {
  subscription: {
    title: "Starter",
    agentsAmount: 5,
    usersWithAccessAmount: 3,
    tokensAmountPerMonth: 1_000,
    secondsAmountPerMonth: 600,
    smsAmountPerMonth: 100,
    emailsAmountPerMonth: 0,
  },
  used: { tokensAmount: 850, secondsAmount: 0, smsAmount: 120, emailsAmount: 0, agents: 2, usersWithAccess: 3 },
};

describe("prepareQuotas", () => {
  it("makes one bar per quota with its state against the subscription", () => {
    const rows = prepareQuotas(usage);
    expect(rows.map((row) => [row.key, row.usage.state])).toEqual([
      ["tokens", "near"],
      ["seconds", "within"],
      ["sms", "over"],
      ["emails", "reached"],
      ["agents", "within"],
      ["usersWithAccess", "reached"],
    ]);
    expect(rows[0]).toMatchObject({ used: 850, limit: 1_000, isMonthly: true, usage: { percent: 85 } });
    expect(rows[4]).toMatchObject({ isMonthly: false, usage: { text: "2 of 5 agents used (40%)" } });
  });

  it("warns at 80 % and at 100 %, worst first, but not about an unused quota of zero", () => {
    expect(quotaWarnings(prepareQuotas(usage)).map((row) => row.key)).toEqual(["sms", "usersWithAccess", "tokens"]);
  });
});
