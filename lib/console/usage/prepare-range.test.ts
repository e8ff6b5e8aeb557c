import { describe, expect, it } from "vitest";

import { customRangeFor, parseRangeSearch, rangeSearchParams, resolveRange } from "./prepare-range";

const now = new Date("2026-11-03T15:20:00Z");

describe("parseRangeSearch", () => {
  it("reads presets and custom spans, and falls back to the last 7 days", () => {
    expect(parseRangeSearch({ range: "30d" })).toEqual({ preset: "30d" });
    expect(parseRangeSearch({ range: "custom", from: "2026-10-01", to: "2026-10-31" })).toEqual({ preset: "custom", from: "2026-10-01", to: "2026-10-31" });
    expect(parseRangeSearch({ range: "custom", from: "2026-10-31", to: "2026-10-01" })).toEqual({ preset: "7d" });
    expect(parseRangeSearch({ range: "custom", from: "2024-01-01", to: "2026-01-01" })).toEqual({ preset: "7d" });
    expect(parseRangeSearch({ range: "1y" })).toEqual({ preset: "7d" });
    expect(parseRangeSearch({})).toEqual({ preset: "7d" });
  });

  it("writes a range back as search parameters", () => {
    expect(rangeSearchParams({ preset: "90d" })).toEqual({ range: "90d" });
    expect(rangeSearchParams({ preset: "custom", from: "2026-10-01", to: "2026-10-02" })).toEqual({ range: "custom", from: "2026-10-01", to: "2026-10-02" });
  });
});

describe("resolveRange", () => {
  it("covers the last 24 clock hours in hours, compared with the 24 before", () => {
    const range = resolveRange({ preset: "24h" }, now, "UTC");
    expect(range.bucket).toBe("hour");
    expect(range.start.toISOString()).toBe("2026-11-02T16:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-11-03T16:00:00.000Z");
    expect(range.until).toEqual(now);
    expect(range.previous.end).toEqual(range.start);
    expect(range.previous.end.getTime() - range.previous.start.getTime()).toBe(now.getTime() - range.start.getTime());
  });

  it("covers whole local days up to today, across a DST change", () => {
    const range = resolveRange({ preset: "7d" }, now, "America/New_York");
    expect(range.bucket).toBe("day");
    expect(range.start.toISOString()).toBe("2026-10-28T04:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-11-04T05:00:00.000Z");
    expect(customRangeFor(range)).toEqual({ from: "2026-10-28", to: "2026-11-03" });
  });

  it("buckets a custom span of two days or less by the hour", () => {
    expect(resolveRange({ preset: "custom", from: "2026-11-01", to: "2026-11-02" }, now, "UTC").bucket).toBe("hour");
    const month = resolveRange({ preset: "custom", from: "2026-10-01", to: "2026-10-31" }, now, "UTC");
    expect(month.bucket).toBe("day");
    expect(month.until.toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });

  it("compares a range that lies in the future with nothing before its start", () => {
    const future = resolveRange({ preset: "custom", from: "2026-12-01", to: "2026-12-05" }, now, "UTC");
    expect(future.until).toEqual(future.start);
    expect(future.previous.start).toEqual(future.start);
  });
});
