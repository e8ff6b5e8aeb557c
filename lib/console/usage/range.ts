import type { ResolvedRange, RangeSelection } from "@/lib/console/usage/prepare-range";
import { customRangeFor, parseRangeSearch, resolveRange } from "@/lib/console/usage/prepare-range";
import { isValidTimeZone } from "@/lib/console/usage/time-zone";
import type { UsageRange } from "@/lib/schemas/console/usage";

/** The range a console request asks for, in the viewer's time zone (UTC when it names none that exists). */
export function rangeOfRequest(search: URLSearchParams, now = new Date()): { selection: RangeSelection; range: ResolvedRange } {
  const selection = parseRangeSearch({ range: search.get("range"), from: search.get("from"), to: search.get("to") });
  const zone = search.get("tz");
  const timeZone = zone && isValidTimeZone(zone) ? zone : "UTC";
  return { selection, range: resolveRange(selection, now, timeZone) };
}

export function describeRange(selection: RangeSelection, range: ResolvedRange): UsageRange {
  const span = customRangeFor(range);
  return {
    preset: selection.preset,
    from: selection.preset === "custom" ? selection.from : span.from,
    to: selection.preset === "custom" ? selection.to : span.to,
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    until: range.until.toISOString(),
    bucket: range.bucket,
    previousStart: range.previous.start.toISOString(),
    previousEnd: range.previous.end.toISOString(),
    timeZone: range.timeZone,
  };
}

/**
 * A key for what a range reads from the API: where it starts, and the minute it runs to, so requests a
 * few seconds apart share answers (the previous period follows from the two).
 */
export function rangeKey(range: ResolvedRange): string {
  return `${range.start.getTime()}:${Math.floor(range.until.getTime() / 60_000)}`;
}
