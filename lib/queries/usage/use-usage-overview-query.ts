"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { getUsageOverview } from "@/lib/console/contract/usage";

import { callConsole } from "../call-console";
import { usageKeys } from "./keys";

/** The organization's usage in a range; the previous range's figures stay on screen while the next load. */
export function useUsageOverviewQuery(organizationId: string, search: string | null) {
  return useQuery({
    queryKey: usageKeys.overview(organizationId, search ?? ""),
    queryFn: async () => callConsole(getUsageOverview, { params: { organizationId }, query: new URLSearchParams(search ?? "") }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
