import { describe, expect, it } from "vitest";

import { addSeries, bucketIndexOf, bucketSeries, bucketsOf, seriesTotals, type HourAmounts } from "./prepare-buckets";
import { resolveRange } from "./prepare-range";

const hour = (iso: string, amounts: Partial<HourAmounts> = {}): HourAmounts => ({
  hour: iso,
  conversations: 0,
  messages: 0,
  tokens: 0,
  seconds: 0,
  sms: 0,
  emails: 0,
  ...amounts,
});

const newYorkWeek = resolveRange({ preset: "7d" }, new Date("2026-11-03T15:20:00Z"), "America/New_York");

describe("bucketsOf", () => {
  it("makes local days of 23, 24 and 25 hours around DST changes", () => {
    const lengths = bucketsOf(newYorkWeek).map((bucket) => (bucket.end.getTime() - bucket.start.getTime()) / 3_600_000);
    expect(lengths).toEqual([24, 24, 24, 24, 25, 24, 24]);
    const spring = resolveRange({ preset: "custom", from: "2026-03-07", to: "2026-03-09" }, new Date("2026-04-01T00:00:00Z"), "America/New_York");
    expect(bucketsOf(spring).map((bucket) => (bucket.end.getTime() - bucket.start.getTime()) / 3_600_000)).toEqual([24, 23, 24]);
  });

  it("makes one bucket per hour for hourly ranges", () => {
    const day = resolveRange({ preset: "24h" }, new Date("2026-11-03T15:20:00Z"), "UTC");
    expect(bucketsOf(day)).toHaveLength(24);
  });
});

describe("bucketSeries", () => {
  it("puts both 01:00s of the day the clocks go back, and its 23:00, on that day", () => {
    const series = bucketSeries(
      [
        hour("2026-11-01T05:00:00.000Z", { messages: 1 }),
        hour("2026-11-01T06:00:00.000Z", { messages: 2 }),
        hour("2026-11-02T04:00:00.000Z", { messages: 4 }),
        hour("2026-11-02T05:00:00.000Z", { messages: 8 }),
      ],
      newYorkWeek,
    );
    expect(series.map((point) => point.label)).toEqual(["Oct 28", "Oct 29", "Oct 30", "Oct 31", "Nov 1", "Nov 2", "Nov 3"]);
    expect(series.find((point) => point.label === "Nov 1")!.messages).toBe(7);
    expect(series.find((point) => point.label === "Nov 2")!.messages).toBe(8);
  });

  it("fills days without activity with zeros and ignores hours outside the range", () => {
    const series = bucketSeries(
      [hour("2026-10-29T14:00:00.000Z", { conversations: 2, tokens: 300 }), hour("2026-10-01T00:00:00.000Z", { conversations: 99 })],
      newYorkWeek,
    );
    expect(series).toHaveLength(7);
    expect(series.map((point) => point.conversations)).toEqual([0, 2, 0, 0, 0, 0, 0]);
    expect(seriesTotals(series)).toEqual({ conversations: 2, messages: 0, tokens: 300, seconds: 0, sms: 0, emails: 0 });
  });

  it("adds series of several agents point by point", () => {
    const a = bucketSeries([hour("2026-10-29T14:00:00.000Z", { conversations: 2 })], newYorkWeek);
    const b = bucketSeries([hour("2026-10-29T15:00:00.000Z", { conversations: 3 }), hour("2026-11-03T12:00:00.000Z", { sms: 1 })], newYorkWeek);
    const sum = addSeries([a, b]);
    expect(sum.map((point) => point.conversations)).toEqual([0, 5, 0, 0, 0, 0, 0]);
    expect(sum[6]!.sms).toBe(1);
    expect(addSeries([])).toEqual([]);
  });
});

describe("bucketIndexOf", () => {
  it("finds the bucket of an instant, or none", () => {
    const buckets = bucketsOf(newYorkWeek);
    expect(bucketIndexOf(buckets, buckets[3]!.start.getTime())).toBe(3);
    expect(bucketIndexOf(buckets, buckets[3]!.end.getTime() - 1)).toBe(3);
    expect(bucketIndexOf(buckets, buckets[0]!.start.getTime() - 1)).toBe(-1);
  });
});
