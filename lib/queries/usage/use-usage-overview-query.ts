"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { usageOverview } from "@/lib/schemas/console/usage";

import { consoleFetch } from "../console-fetch";
import { usageKeys } from "./keys";
import { usageApiPaths } from "./paths";

/** The organization's usage in a range; the previous range's figures stay on screen while the next load. */
export function useUsageOverviewQuery(organizationId: string, search: string | null) {
  return useQuery({
    queryKey: usageKeys.overview(organizationId, search ?? ""),
    queryFn: async () => usageOverview.parse(await consoleFetch<unknown>(usageApiPaths.overview(organizationId, search ?? ""))),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
