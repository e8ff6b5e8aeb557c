import type { BucketSize, ResolvedRange } from "./prepare-range";
import { addDays, localDateOf, startOfLocalDay } from "./time-zone";

/** The amounts a point of a usage series carries. */
export const seriesMetrics = ["conversations", "messages", "tokens", "seconds", "sms", "emails"] as const;
export type SeriesMetric = (typeof seriesMetrics)[number];
export type SeriesAmounts = Record<SeriesMetric, number>;

/** One UTC hour of activity as the statistics report it. */
export type HourAmounts = SeriesAmounts & { hour: string };

export type Bucket = { start: Date; end: Date };

export type SeriesPoint = SeriesAmounts & {
  start: string;
  end: string;
  /** The bucket in the viewer's time zone: "Nov 3" or "Nov 3, 14:00". */
  label: string;
};

export const zeroAmounts = (): SeriesAmounts => ({ conversations: 0, messages: 0, tokens: 0, seconds: 0, sms: 0, emails: 0 });

/**
 * The buckets of a range: clock hours, or local days from midnight to midnight. Around a DST change
 * a local day is 23 or 25 hours long, so days are found by calendar, never by adding 24 hours.
 */
export function bucketsOf(range: Pick<ResolvedRange, "start" | "end" | "bucket" | "timeZone">): Bucket[] {
  const buckets: Bucket[] = [];
  if (range.bucket === "hour") {
    for (let at = range.start.getTime(); at < range.end.getTime(); at += 3_600_000) buckets.push({ start: new Date(at), end: new Date(at + 3_600_000) });
    return buckets;
  }
  let day = localDateOf(range.start, range.timeZone);
  let start = startOfLocalDay(day, range.timeZone);
  while (start < range.end) {
    day = addDays(day, 1);
    const end = startOfLocalDay(day, range.timeZone);
    buckets.push({ start, end });
    start = end;
  }
  return buckets;
}

const labelFormats = {
  day: { month: "short", day: "numeric" },
  hour: { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
} satisfies Record<BucketSize, Intl.DateTimeFormatOptions>;

export function bucketLabel(start: Date, bucket: BucketSize, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { ...labelFormats[bucket], timeZone }).format(start);
}

/** The index of the bucket an instant falls in, or -1 outside them all. */
export function bucketIndexOf(buckets: readonly Bucket[], instant: number): number {
  let low = 0;
  let high = buckets.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const bucket = buckets[middle]!;
    if (instant < bucket.start.getTime()) high = middle - 1;
    else if (instant >= bucket.end.getTime()) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * Sums hourly amounts into the range's buckets. Every bucket appears, with zeros where nothing
 * happened, so a chart's gaps show as zero rather than as a line drawn across them.
 */
export function bucketSeries(hours: readonly HourAmounts[], range: Pick<ResolvedRange, "start" | "end" | "bucket" | "timeZone">): SeriesPoint[] {
  const buckets = bucketsOf(range);
  const points = buckets.map((bucket) => ({
    start: bucket.start.toISOString(),
    end: bucket.end.toISOString(),
    label: bucketLabel(bucket.start, range.bucket, range.timeZone),
    ...zeroAmounts(),
  }));
  for (const hour of hours) {
    const index = bucketIndexOf(buckets, Date.parse(hour.hour));
    if (index < 0) continue;
    const point = points[index]!;
    for (const metric of seriesMetrics) point[metric] += hour[metric];
  }
  return points;
}

/** Adds series of the same buckets point by point (the agents of an organization into one). */
export function addSeries(series: readonly (readonly SeriesPoint[])[]): SeriesPoint[] {
  const [first, ...rest] = series;
  if (!first) return [];
  return first.map((point, index) => {
    const sum = { ...point };
    for (const other of rest) for (const metric of seriesMetrics) sum[metric] += other[index]?.[metric] ?? 0;
    return sum;
  });
}

/** The totals of a series. */
export function seriesTotals(points: readonly SeriesPoint[]): SeriesAmounts {
  const totals = zeroAmounts();
  for (const point of points) for (const metric of seriesMetrics) totals[metric] += point[metric];
  return totals;
}
