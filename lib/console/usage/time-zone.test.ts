import { describe, expect, it } from "vitest";

import { addDays, daysBetween, isValidTimeZone, localDateOf, parseLocalDate, startOfLocalDay, zoneOffsetMs } from "./time-zone";

describe("time-zone arithmetic", () => {
  it("finds local midnight on ordinary days and on both DST change days", () => {
    expect(startOfLocalDay({ year: 2026, month: 10, day: 31 }, "America/New_York").toISOString()).toBe("2026-10-31T04:00:00.000Z");
    expect(startOfLocalDay({ year: 2026, month: 11, day: 1 }, "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(startOfLocalDay({ year: 2026, month: 11, day: 2 }, "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(startOfLocalDay({ year: 2026, month: 3, day: 8 }, "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfLocalDay({ year: 2026, month: 3, day: 9 }, "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfLocalDay({ year: 2026, month: 11, day: 2 }, "UTC").toISOString()).toBe("2026-11-02T00:00:00.000Z");
  });

  it("starts a day whose midnight is skipped at the first instant that exists", () => {
    // Santiago moves its clocks from 00:00 to 01:00 on 2026-09-06.
    const start = startOfLocalDay({ year: 2026, month: 9, day: 6 }, "America/Santiago");
    expect(localDateOf(start, "America/Santiago")).toEqual({ year: 2026, month: 9, day: 6 });
    expect(localDateOf(new Date(start.getTime() - 1), "America/Santiago")).toEqual({ year: 2026, month: 9, day: 5 });
  });

  it("reads offsets, dates and spans", () => {
    expect(zoneOffsetMs(new Date("2026-07-01T12:00:00Z"), "Europe/Berlin")).toBe(2 * 3_600_000);
    expect(localDateOf(new Date("2026-11-02T03:00:00Z"), "America/New_York")).toEqual({ year: 2026, month: 11, day: 1 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(daysBetween({ year: 2026, month: 2, day: 27 }, { year: 2026, month: 3, day: 2 })).toBe(3);
    expect(parseLocalDate("2026-02-30")).toBeNull();
    expect(parseLocalDate("2026-02-28")).toEqual({ year: 2026, month: 2, day: 28 });
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});
