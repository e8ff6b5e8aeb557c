import { describe, expect, it } from "vitest";

import { localDate, liveChatAvailability } from "./availability";

const monday10Utc = new Date("2026-03-02T10:00:00Z");
const hours = {
  timezone: "UTC",
  intervals: [{ day: "monday" as const, start: "09:00", end: "17:00" }],
  outsideHoursMessage: "We are away.",
};

describe("liveChatAvailability", () => {
  it("is always open without business hours", () => {
    expect(liveChatAvailability({ businessHours: null }, monday10Utc)).toEqual({ state: "open" });
  });

  it("is open within the hours and away outside them, with the outside-hours message", () => {
    expect(liveChatAvailability({ businessHours: hours }, monday10Utc)).toEqual({ state: "open" });
    expect(liveChatAvailability({ businessHours: hours }, new Date("2026-03-02T18:00:00Z"))).toEqual({
      state: "away",
      reason: "outside-hours",
      message: "We are away.",
    });
  });

  it("is away on an unavailable date only when dates are limited, whatever the hours", () => {
    const settings = { businessHours: hours, unavailableDates: ["2026-03-02"], unavailableDatesMessage: "Closed today." };
    expect(liveChatAvailability(settings, monday10Utc)).toEqual({ state: "open" });
    expect(liveChatAvailability({ ...settings, limitUnavailableDates: true }, monday10Utc)).toEqual({
      state: "away",
      reason: "unavailable-date",
      message: "Closed today.",
    });
  });

  it("reads the date in the hours' time zone", () => {
    expect(localDate(new Date("2026-03-02T23:30:00Z"), "Europe/Berlin")).toBe("2026-03-03");
    expect(localDate(new Date("2026-03-02T23:30:00Z"), "UTC")).toBe("2026-03-02");
  });
});
