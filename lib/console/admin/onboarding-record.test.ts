import { describe, expect, it } from "vitest";

import { onboardingRecord, onboardingRecordFrom } from "./onboarding-record";

const subscription = { id: "s1", title: "Starter", isTrial: false, agentsAmount: 5, usersWithAccessAmount: 10, price: 9900, extra: "kept out" };
const created = { id: "o1", status: "active" as const, createdAt: "2026-11-21T10:00:00.000Z", subscription };

describe("onboardingRecordFrom", () => {
  it("keeps the status, the plan's name and quotas, and the end date sent", () => {
    const record = onboardingRecordFrom(created, "2027-01-31T23:59:59.999Z");
    expect(record).toEqual({
      upstreamId: "o1",
      status: "active",
      subscription: { id: "s1", title: "Starter", isTrial: false, agentsAmount: 5, usersWithAccessAmount: 10 },
      subscriptionEndsAt: "2027-01-31T23:59:59.999Z",
      createdAt: "2026-11-21T10:00:00.000Z",
    });
    expect(onboardingRecord.parse(record)).toEqual(record);
  });

  it("prefers the end date the API answers with", () => {
    expect(onboardingRecordFrom({ ...created, subscriptionEndedAt: "2027-02-01T00:00:00.000Z" }, "2027-01-31T23:59:59.999Z").subscriptionEndsAt).toBe(
      "2027-02-01T00:00:00.000Z",
    );
  });

  it("gives a trial no end date", () => {
    expect(onboardingRecordFrom({ ...created, subscription: { ...subscription, isTrial: true } }, "2027-01-31T23:59:59.999Z").subscriptionEndsAt).toBeNull();
  });
});
