"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

import { subscriptionFiltersFromSearchParams, subscriptionFiltersToSearchParams } from "@/lib/queries/admin/subscription-filters";
import type { AdminSubscriptionsQuery } from "@/lib/schemas/console/admin";

/** The subscriptions page's region and filters, kept in the URL so a filtered view can be shared. */
export function useSubscriptionUrlFilters() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const filters = useMemo(() => subscriptionFiltersFromSearchParams(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: AdminSubscriptionsQuery) => {
      const params = subscriptionFiltersToSearchParams(next);
      window.history.pushState(null, "", params.size ? `${pathname}?${params}` : pathname);
    },
    [pathname],
  );
  return { filters, setFilters };
}
