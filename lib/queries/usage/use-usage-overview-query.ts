"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { getUsageOverview } from "@/lib/console/contract/usage";

import { callConsole } from "../call-console";

/** The organization's usage in a range; the previous range's figures stay on screen while the next load. */
export function useUsageOverviewQuery(organizationId: string, search: string | null) {
  const read = { params: { organizationId }, query: new URLSearchParams(search ?? "") };
  return useQuery({
    queryKey: consoleQueryKey(getUsageOverview, read),
    queryFn: async () => callConsole(getUsageOverview, read),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
