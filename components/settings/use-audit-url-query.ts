"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

import { auditQueryFromSearchParams, auditQueryToSearchParams, type AuditPageQuery } from "@/lib/queries/console-settings/audit-filters";

/**
 * The audit page's filters and page number, kept in the URL: a filtered view can be shared and Back
 * returns to the previous one. The URL changes in place, without a round trip to the server.
 */
export function useAuditUrlQuery() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const query = useMemo(() => auditQueryFromSearchParams(searchParams), [searchParams]);
  const setQuery = useCallback(
    (next: Partial<AuditPageQuery>) => {
      const params = auditQueryToSearchParams(next);
      window.history.pushState(null, "", params.size ? `${pathname}?${params}` : pathname);
    },
    [pathname],
  );
  return { query, setQuery };
}
