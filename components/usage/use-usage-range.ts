"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useSyncExternalStore } from "react";

import { includesPlayground, withPlaygroundChoice } from "@/lib/console/usage/playground-search";
import { parseRangeSearch, rangeSearchParams, type RangeSelection } from "@/lib/console/usage/prepare-range";
import { usageSearch } from "@/lib/queries/usage/usage-search";

const subscribeNever = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
/** On the server the viewer's time zone is not known yet: nothing is fetched until the browser says it. */
const unknownTimeZone = () => null;

/**
 * The range the address bar names, whether it counts the playground's test chats, the viewer's time zone
 * (null until the browser is asked), and ways to change the range and the playground choice. Changing
 * either replaces the address, so the back button leaves the page rather than stepping through them. The
 * search of the usage requests is null until the time zone is known.
 */
export function useUsageRange() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const timeZone = useSyncExternalStore(subscribeNever, browserTimeZone, unknownTimeZone);
  const selection = useMemo(() => parseRangeSearch({ range: params.get("range"), from: params.get("from"), to: params.get("to") }), [params]);
  const isPlaygroundIncluded = includesPlayground(params);
  const setRange = useCallback(
    (next: RangeSelection) => {
      const search = new URLSearchParams(params);
      for (const name of ["range", "from", "to"]) search.delete(name);
      for (const [name, value] of Object.entries(rangeSearchParams(next))) search.set(name, value);
      router.replace(`${pathname}?${search}`, { scroll: false });
    },
    [params, pathname, router],
  );
  const setPlaygroundIncluded = useCallback(
    (isIncluded: boolean) => router.replace(`${pathname}?${withPlaygroundChoice(params, isIncluded)}`, { scroll: false }),
    [params, pathname, router],
  );
  return {
    selection,
    timeZone,
    isPlaygroundIncluded,
    search: timeZone === null ? null : usageSearch(selection, timeZone, isPlaygroundIncluded),
    setRange,
    setPlaygroundIncluded,
  };
}

/** The address-bar search of a range, for links between the usage pages that keep it. */
export const rangeQuery = (selection: RangeSelection) => new URLSearchParams(rangeSearchParams(selection)).toString();
