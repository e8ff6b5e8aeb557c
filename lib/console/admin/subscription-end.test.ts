import { describe, expect, it } from "vitest";

import { daysLeft, describeDaysLeft, endOfDayIso } from "./subscription-end";

describe("endOfDayIso", () => {
  it("ends the chosen day at its last millisecond, UTC", () => {
    expect(endOfDayIso("2027-03-31")).toBe("2027-03-31T23:59:59.999Z");
  });
});

describe("daysLeft", () => {
  const now = new Date("2026-11-21T12:00:00Z");

  it("counts whole days up to the end", () => {
    expect(daysLeft("2026-11-30T23:59:59.999Z", now)).toBe(10);
    expect(daysLeft("2026-11-21T23:59:59.999Z", now)).toBe(1);
  });

  it("is zero or less once the subscription has ended", () => {
    expect(daysLeft("2026-11-21T12:00:00Z", now)).toBe(0);
    expect(daysLeft("2026-11-10T00:00:00Z", now)).toBeLessThan(0);
  });

  it("is null without an end date or with one that cannot be read", () => {
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft(undefined, now)).toBeNull();
    expect(daysLeft("someday", now)).toBeNull();
  });
});

describe("describeDaysLeft", () => {
  it("says the days left in words", () => {
    expect(describeDaysLeft(null)).toBe("No end date");
    expect(describeDaysLeft(0)).toBe("Ended");
    expect(describeDaysLeft(-3)).toBe("Ended");
    expect(describeDaysLeft(1)).toBe("1 day left");
    expect(describeDaysLeft(30)).toBe("30 days left");
  });
});
