import { describe, expect, it } from "vitest";

import { isTimeZone, openingIntervalProblems } from "./business-hours";

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
