import { addDays, daysBetween, formatLocalDate, localDateOf, parseLocalDate, startOfLocalDay, type LocalDate } from "./time-zone";

export const rangePresets = ["24h", "7d", "30d", "90d", "custom"] as const;
export type RangePreset = (typeof rangePresets)[number];

export const rangePresetLabels: Record<RangePreset, string> = {
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  custom: "Custom range",
};

/** What the URL says: a preset, or a custom span of local dates (both ends included). */
export type RangeSelection = { preset: Exclude<RangePreset, "custom"> } | { preset: "custom"; from: string; to: string };

export const defaultRange: RangeSelection = { preset: "7d" };

/** The longest custom span, in days. */
export const maxCustomDays = 366;

const presetDays = { "7d": 7, "30d": 30, "90d": 90 } as const;

/** Reads the range from search parameters; anything missing or malformed falls back to the last 7 days. */
export function parseRangeSearch(search: { range?: string | null; from?: string | null; to?: string | null }): RangeSelection {
  const preset = search.range;
  if (preset === "24h" || preset === "7d" || preset === "30d" || preset === "90d") return { preset };
  if (preset === "custom" && search.from && search.to) {
    const from = parseLocalDate(search.from);
    const to = parseLocalDate(search.to);
    if (from && to && daysBetween(from, to) >= 0 && daysBetween(from, to) < maxCustomDays) return { preset, from: search.from, to: search.to };
  }
  return defaultRange;
}

/** The search parameters that name a range, for links and the address bar. */
export function rangeSearchParams(selection: RangeSelection): Record<string, string> {
  return selection.preset === "custom" ? { range: "custom", from: selection.from, to: selection.to } : { range: selection.preset };
}

export type BucketSize = "hour" | "day";

export type ResolvedRange = {
  /** First instant of the first bucket. */
  start: Date;
  /** End of the last bucket (may lie in the future: today is not over). */
  end: Date;
  /** Where the figures stop: the end, or now when the end is still to come. */
  until: Date;
  bucket: BucketSize;
  /** The period just before, as long as the one shown (start to until). */
  previous: { start: Date; end: Date };
  timeZone: string;
};

const hourMs = 3_600_000;

function resolved(start: Date, end: Date, bucket: BucketSize, now: Date, timeZone: string): ResolvedRange {
  const until = new Date(Math.min(end.getTime(), Math.max(now.getTime(), start.getTime())));
  const length = until.getTime() - start.getTime();
  return { start, end, until, bucket, previous: { start: new Date(start.getTime() - length), end: start }, timeZone };
}

/** The instants a range covers in a time zone, how it is bucketed, and the period it is compared with. */
export function resolveRange(selection: RangeSelection, now: Date, timeZone: string): ResolvedRange {
  if (selection.preset === "24h") {
    const currentHour = Math.floor(now.getTime() / hourMs) * hourMs;
    return resolved(new Date(currentHour - 23 * hourMs), new Date(currentHour + hourMs), "hour", now, timeZone);
  }
  let first: LocalDate;
  let last: LocalDate;
  if (selection.preset === "custom") {
    first = parseLocalDate(selection.from)!;
    last = parseLocalDate(selection.to)!;
  } else {
    last = localDateOf(now, timeZone);
    first = addDays(last, -(presetDays[selection.preset] - 1));
  }
  const start = startOfLocalDay(first, timeZone);
  const end = startOfLocalDay(addDays(last, 1), timeZone);
  const bucket: BucketSize = daysBetween(first, last) < 2 ? "hour" : "day";
  return resolved(start, end, bucket, now, timeZone);
}

/** The custom range the picker starts from: the dates the current range covers. */
export function customRangeFor(range: ResolvedRange): { from: string; to: string } {
  const lastInstant = new Date(Math.max(range.start.getTime(), range.until.getTime() - 1));
  return { from: formatLocalDate(localDateOf(range.start, range.timeZone)), to: formatLocalDate(localDateOf(lastInstant, range.timeZone)) };
}
