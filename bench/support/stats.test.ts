import { describe, expect, it } from "vitest";

import { mean, median, meetsTarget, p95, quantile, round, summarize } from "./stats.mjs";

describe("quantile", () => {
  it("interpolates between the nearest ranks", () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([0, 100], 0.95)).toBeCloseTo(95);
  });

  it("does not depend on the input order and leaves the input alone", () => {
    const values = [5, 1, 4, 2, 3];
    expect(median(values)).toBe(3);
    expect(values).toEqual([5, 1, 4, 2, 3]);
  });

  it("takes the ends at 0 and 1, and one value is every quantile of itself", () => {
    expect(quantile([3, 9, 1], 0)).toBe(1);
    expect(quantile([3, 9, 1], 1)).toBe(9);
    expect(p95([7])).toBe(7);
  });

  it("is NaN for no values and refuses a share outside 0…1", () => {
    expect(median([])).toBeNaN();
    expect(() => quantile([1], 1.5)).toThrow(RangeError);
  });

  it("p95 of 1…100 lies between the 95th and 96th values", () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(p95(values)).toBeCloseTo(95.05);
  });
});

describe("summarize", () => {
  it("gives count, extremes, mean and the usual quantiles", () => {
    const summary = summarize([4, 1, 3, 2]);
    expect(summary).toMatchObject({ count: 4, min: 1, max: 4, median: 2.5, mean: 2.5 });
    expect(summary.p95).toBeCloseTo(3.85);
  });

  it("is all NaN (with count 0) for no values", () => {
    expect(summarize([]).count).toBe(0);
    expect(summarize([]).median).toBeNaN();
    expect(mean([])).toBeNaN();
  });
});

describe("round and meetsTarget", () => {
  it("rounds to the given digits", () => {
    expect(round(1.23456)).toBe(1.23);
    expect(round(1.23456, 3)).toBe(1.235);
    expect(round(Number.NaN)).toBeNaN();
  });

  it("compares against a target in either direction", () => {
    expect(meetsTarget(0.9, { op: ">=", value: 0.85 })).toBe(true);
    expect(meetsTarget(0.8, { op: ">=", value: 0.85 })).toBe(false);
    expect(meetsTarget(2, { op: "<=", value: 2 })).toBe(true);
    expect(meetsTarget(Number.NaN, { op: "<=", value: 2 })).toBe(false);
    expect(meetsTarget(5, undefined)).toBeUndefined();
  });
});
