import { describe, expect, it } from "vitest";

import { describeLimitUsage, limitMeasures, limitsFormDefaults, usagePeriodText } from "./limit-usage";

const tokens = { one: "token", many: "tokens" };

describe("describeLimitUsage", () => {
  it("says how much of the limit is used, with the share", () => {
    expect(describeLimitUsage(1_234, 200_000, tokens)).toEqual({ percent: 1, state: "within", text: "1,234 of 200,000 tokens used (1%)" });
  });

  it("warns from 80 percent", () => {
    expect(describeLimitUsage(80, 100, tokens).state).toBe("near");
    expect(describeLimitUsage(79, 100, tokens).state).toBe("within");
  });

  it("says when the whole limit is used, and by how much it is passed", () => {
    expect(describeLimitUsage(100, 100, tokens)).toMatchObject({ percent: 100, state: "reached", text: "100 of 100 tokens used, the whole limit" });
    expect(describeLimitUsage(150, 100, tokens)).toMatchObject({ percent: 100, state: "over", text: "150 of 100 tokens used, 50 tokens over" });
  });

  it("treats a limit of zero as none allowed", () => {
    expect(describeLimitUsage(0, 0, tokens)).toMatchObject({ percent: 0, state: "reached", text: "None allowed (0 of 0 tokens used)" });
    expect(describeLimitUsage(3, 0, tokens).state).toBe("over");
  });

  it("uses the singular for one", () => {
    expect(describeLimitUsage(0, 1, tokens).text).toBe("0 of 1 token used (0%)");
  });

  it("says when the API does not report usage", () => {
    expect(describeLimitUsage(null, 50, { one: "SMS", many: "SMS" })).toEqual({ percent: 0, state: "unknown", text: "Limit 50 SMS; usage not reported" });
  });
});

describe("usagePeriodText", () => {
  it("names the month's first day and the next month's, in UTC", () => {
    expect(usagePeriodText("2026-11-01T00:00:00.000Z")).toBe(
      "Usage this month, since November 1, 2026 (UTC). Limits are per calendar month; the count starts again on December 1, 2026.",
    );
    expect(usagePeriodText("2026-12-01T00:00:00.000Z")).toContain("starts again on January 1, 2027");
  });

  it("stays plain when the start is unreadable", () => {
    expect(usagePeriodText("soon")).toBe("Usage this calendar month (UTC).");
  });
});

describe("limitsFormDefaults", () => {
  it("starts from the limits shown, and from nothing when there are none", () => {
    const limits = { id: "l", isOrganizationDefault: true, tokensAmountPerMonth: 1, secondsAmountPerMonth: 2, smsAmountPerMonth: 3, emailsAmountPerMonth: 4 };
    expect(limitsFormDefaults(limits)).toEqual({ tokensAmountPerMonth: 1, secondsAmountPerMonth: 2, smsAmountPerMonth: 3, emailsAmountPerMonth: 4 });
    expect(limitsFormDefaults(null)).toEqual({});
  });

  it("covers every limit field once", () => {
    expect(new Set(limitMeasures.map((measure) => measure.limitField)).size).toBe(4);
  });
});
