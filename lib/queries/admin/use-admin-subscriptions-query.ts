"use client";

import { useQuery } from "@tanstack/react-query";

import { listAdminSubscriptions } from "@/lib/console/contract/admin";
import type { AdminSubscriptionsQuery } from "@/lib/schemas/console/admin";

import { callConsole } from "../call-console";
import { adminKeys } from "./keys";
import { subscriptionFiltersToSearchParams } from "./subscription-filters";

/** A region's subscriptions, filtered by visibility and status. */
export function useAdminSubscriptionsQuery(query: AdminSubscriptionsQuery) {
  return useQuery({
    queryKey: adminKeys.subscriptions(query),
    queryFn: async () => callConsole(listAdminSubscriptions, { query: subscriptionFiltersToSearchParams(query, { withRegion: true }) }),
  });
}
