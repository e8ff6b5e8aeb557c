import { describe, expect, it } from "vitest";

import { formatDuration, percentile, summarizeDurations } from "./prepare-percentiles";

describe("percentile", () => {
  it("takes the nearest rank of the sorted sample", () => {
    const sample = [15, 20, 35, 40, 50];
    expect(percentile(sample, 50)).toBe(35);
    expect(percentile(sample, 95)).toBe(50);
    expect(percentile(sample, 0)).toBe(15);
    expect(percentile(sample, 100)).toBe(50);
  });

  it("reads p50 and p95 of a hundred values without sorting them first", () => {
    const sample = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(summarizeDurations(sample)).toEqual({ count: 100, p50: 50, p95: 95 });
  });

  it("has no percentile for an empty sample and skips values that are not numbers", () => {
    expect(percentile([], 50)).toBeNull();
    expect(summarizeDurations([])).toBeNull();
    expect(summarizeDurations([Number.NaN, 10])).toEqual({ count: 1, p50: 10, p95: 10 });
  });
});

describe("formatDuration", () => {
  it("says a duration in the unit that reads best", () => {
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(1_240)).toBe("1.2 s");
    expect(formatDuration(42_000)).toBe("42 s");
    expect(formatDuration(185_000)).toBe("3 min 5 s");
    expect(formatDuration(7_800_000)).toBe("2 h 10 min");
  });
});
