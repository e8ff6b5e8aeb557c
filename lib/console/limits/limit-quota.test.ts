import { describe, expect, it } from "vitest";

import { limitsAboveQuota, limitsWithinPlan, quotaMessage } from "./limit-quota";

const starter = { title: "Starter", tokensAmountPerMonth: 2_000_000, secondsAmountPerMonth: 6_000, smsAmountPerMonth: 1, emailsAmountPerMonth: 0 };
const within = { tokensAmountPerMonth: 2_000_000, secondsAmountPerMonth: 0, smsAmountPerMonth: 1, emailsAmountPerMonth: 0 };

describe("limitsAboveQuota", () => {
  it("refuses each amount above the plan's quota on its own field, in plain words", () => {
    expect(limitsAboveQuota({ ...within, tokensAmountPerMonth: 99_999_999_999_999, smsAmountPerMonth: 2, emailsAmountPerMonth: 5 }, starter)).toEqual({
      tokensAmountPerMonth: "The plan allows at most 2,000,000 tokens a month",
      smsAmountPerMonth: "The plan allows at most 1 SMS a month",
      emailsAmountPerMonth: "The plan allows no emails a month",
    });
  });

  it("accepts amounts up to the quota, amounts not given, and anything when the plan is not known", () => {
    expect(limitsAboveQuota(within, starter)).toEqual({});
    expect(limitsAboveQuota({ tokensAmountPerMonth: 10 }, starter)).toEqual({});
    expect(limitsAboveQuota({ ...within, tokensAmountPerMonth: 99_999_999_999_999 }, null)).toEqual({});
  });
});

describe("quotaMessage", () => {
  it("names one of a unit in the singular and voice time in seconds of calls", () => {
    expect(quotaMessage("secondsAmountPerMonth", 1)).toBe("The plan allows at most 1 second of voice calls a month");
    expect(quotaMessage("secondsAmountPerMonth", 6_000)).toBe("The plan allows at most 6,000 seconds of voice calls a month");
    expect(quotaMessage("emailsAmountPerMonth", 1)).toBe("The plan allows at most 1 email a month");
  });
});

describe("limitsWithinPlan", () => {
  it("refuses on its field an amount above the plan, and a fraction or an unsafe number whatever the plan", () => {
    const issues = (body: unknown, plan = starter as typeof starter | null) =>
      limitsWithinPlan(plan)
        .safeParse(body)
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ ...within, tokensAmountPerMonth: 2_000_001 })).toEqual([["tokensAmountPerMonth", "The plan allows at most 2,000,000 tokens a month"]]);
    expect(issues({ ...within, tokensAmountPerMonth: 1.5 }, null)).toEqual([["tokensAmountPerMonth", "Enter a whole number."]]);
    expect(issues({ ...within, tokensAmountPerMonth: 2 ** 60 }, null)?.[0]?.[0]).toBe("tokensAmountPerMonth");
    expect(issues(within)).toBeUndefined();
  });
});
