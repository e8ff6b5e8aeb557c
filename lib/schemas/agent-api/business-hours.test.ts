import { describe, expect, it } from "vitest";

import { isOpenAt, isTimeZone, localWeekTime, openingIntervalProblems } from "./business-hours";

describe("isTimeZone", () => {
  it("knows IANA zones and UTC, and nothing else", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("openingIntervalProblems", () => {
  it("accepts a week with split days and intervals that touch", () => {
    expect(
      openingIntervalProblems([
        { day: "monday", start: "09:00", end: "12:00" },
        { day: "monday", start: "12:00", end: "17:30" },
        { day: "tuesday", start: "09:00", end: "17:00" },
        { day: "saturday", start: "00:00", end: "24:00" },
      ]),
    ).toEqual([]);
  });

  it("refuses an interval that does not end after it starts", () => {
    expect(openingIntervalProblems([{ day: "friday", start: "17:00", end: "09:00" }])).toEqual([
      { index: 0, field: "end", message: "must be after the start (17:00)" },
    ]);
    expect(openingIntervalProblems([{ day: "friday", start: "10:00", end: "10:00" }])).toHaveLength(1);
  });

  it("names the interval that overlaps another of the same day, in any order", () => {
    expect(
      openingIntervalProblems([
        { day: "monday", start: "13:00", end: "18:00" },
        { day: "tuesday", start: "08:00", end: "20:00" },
        { day: "monday", start: "09:00", end: "14:00" },
      ]),
    ).toEqual([{ index: 0, field: "start", message: "overlaps 09:00–14:00 on monday" }]);
  });

  it("finds an interval inside a longer one", () => {
    expect(
      openingIntervalProblems([
        { day: "sunday", start: "08:00", end: "20:00" },
        { day: "sunday", start: "09:00", end: "10:00" },
        { day: "sunday", start: "11:00", end: "12:00" },
      ]).map((problem) => problem.index),
    ).toEqual([1, 2]);
  });

  it("leaves malformed times to the field check", () => {
    expect(openingIntervalProblems([{ day: "monday", start: "9am", end: "17:00" }])).toEqual([]);
  });
});

describe("localWeekTime", () => {
  it("reads the weekday and minute in the schedule's zone", () => {
    // Monday 2026-03-02 23:30 UTC is Tuesday 00:30 in Berlin (UTC+1 in winter).
    const at = new Date("2026-03-02T23:30:00Z");
    expect(localWeekTime(at, "UTC")).toEqual({ day: "monday", minute: 23 * 60 + 30 });
    expect(localWeekTime(at, "Europe/Berlin")).toEqual({ day: "tuesday", minute: 30 });
  });
});

describe("isOpenAt", () => {
  const weekdays9to17 = {
    timezone: "Europe/Berlin",
    intervals: (["monday", "tuesday", "wednesday", "thursday", "friday"] as const).map((day) => ({ day, start: "09:00", end: "17:00" })),
  };

  it("is open from the start of an interval up to, not including, its end, in the schedule's zone", () => {
    expect(isOpenAt(weekdays9to17, new Date("2026-03-02T08:00:00Z"))).toBe(true); // Monday 09:00 Berlin
    expect(isOpenAt(weekdays9to17, new Date("2026-03-02T07:59:00Z"))).toBe(false); // 08:59
    expect(isOpenAt(weekdays9to17, new Date("2026-03-02T15:59:00Z"))).toBe(true); // 16:59
    expect(isOpenAt(weekdays9to17, new Date("2026-03-02T16:00:00Z"))).toBe(false); // 17:00
  });

  it("follows daylight saving time", () => {
    // In July Berlin is UTC+2: 07:30 UTC is 09:30 there, on a Wednesday.
    expect(isOpenAt(weekdays9to17, new Date("2026-07-01T07:30:00Z"))).toBe(true);
    expect(isOpenAt(weekdays9to17, new Date("2026-07-01T15:30:00Z"))).toBe(false);
  });

  it("is closed on a day without intervals, and always closed without any", () => {
    expect(isOpenAt(weekdays9to17, new Date("2026-03-07T10:00:00Z"))).toBe(false); // Saturday
    expect(isOpenAt({ timezone: "UTC", intervals: [] }, new Date("2026-03-02T10:00:00Z"))).toBe(false);
  });

  it("lets 24:00 close a day at midnight", () => {
    const lateShift = { timezone: "UTC", intervals: [{ day: "friday" as const, start: "18:00", end: "24:00" }] };
    expect(isOpenAt(lateShift, new Date("2026-03-06T23:59:00Z"))).toBe(true);
    expect(isOpenAt(lateShift, new Date("2026-03-07T00:00:00Z"))).toBe(false);
  });

  it("opens nothing for an unknown zone or malformed times", () => {
    expect(isOpenAt({ ...weekdays9to17, timezone: "Mars/Olympus_Mons" }, new Date("2026-03-02T10:00:00Z"))).toBe(false);
    expect(isOpenAt({ timezone: "UTC", intervals: [{ day: "monday", start: "9am", end: "17:00" }] }, new Date("2026-03-02T10:00:00Z"))).toBe(false);
  });
});
