"use client";

import { useQuery } from "@tanstack/react-query";

import { listAdminSubscriptions } from "@/lib/console/contract/admin";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { AdminSubscriptionsQuery } from "@/lib/schemas/console/admin";

import { callConsole } from "../call-console";
import { subscriptionFiltersToSearchParams } from "./subscription-filters";

/** A region's subscriptions, filtered by visibility and status. */
export function useAdminSubscriptionsQuery(query: AdminSubscriptionsQuery) {
  const search = subscriptionFiltersToSearchParams(query, { withRegion: true });
  return useQuery({
    queryKey: consoleQueryKey(listAdminSubscriptions, { query: search }),
    queryFn: async () => callConsole(listAdminSubscriptions, { query: search }),
  });
}
