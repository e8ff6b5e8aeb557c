import { withPlaygroundChoice } from "@/lib/console/usage/playground-search";
import { rangeSearchParams, type RangeSelection } from "@/lib/console/usage/prepare-range";

/**
 * The search of a usage request: the range, the viewer's time zone and whether the playground's test chats
 * count, in a fixed order so it keys the cache.
 */
export function usageSearch(selection: RangeSelection, timeZone: string, isPlaygroundIncluded = false): string {
  return withPlaygroundChoice(new URLSearchParams({ ...rangeSearchParams(selection), tz: timeZone }), isPlaygroundIncluded).toString();
}
