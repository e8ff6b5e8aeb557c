import { describe, expect, it } from "vitest";

import { localDate, widgetAvailability } from "./widget-availability";

const monday10Utc = new Date("2026-03-02T10:00:00Z");
const hours = {
  timezone: "UTC",
  intervals: [{ day: "monday" as const, start: "09:00", end: "17:00" }],
  outsideHoursMessage: "We are away.",
};

describe("widgetAvailability", () => {
  it("is always open without business hours", () => {
    expect(widgetAvailability({ businessHours: null }, monday10Utc)).toEqual({ state: "open" });
  });

  it("is open within the hours and away outside them, with the outside-hours message", () => {
    expect(widgetAvailability({ businessHours: hours }, monday10Utc)).toEqual({ state: "open" });
    expect(widgetAvailability({ businessHours: hours }, new Date("2026-03-02T18:00:00Z"))).toEqual({
      state: "away",
      reason: "outside-hours",
      message: "We are away.",
    });
  });

  it("is away on an unavailable date only when dates are limited, whatever the hours", () => {
    const settings = { businessHours: hours, unavailableDates: ["2026-03-02"], unavailableDatesMessage: "Closed today." };
    expect(widgetAvailability(settings, monday10Utc)).toEqual({ state: "open" });
    expect(widgetAvailability({ ...settings, limitUnavailableDates: true }, monday10Utc)).toEqual({
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
