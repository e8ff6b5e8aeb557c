"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

import { withPage, writeTableView } from "@/components/ui/data-table/url-state";
import type { TableViewBinding } from "@/components/ui/data-table/use-table-view";
import { auditFiltersFromSearchParams, auditFiltersToSearchParams, type AuditFilters } from "@/lib/queries/console-settings/audit-filters";

/**
 * The audit log's filters, kept in the URL beside its table's page: a filtered view can be shared and Back
 * returns to the previous one. New filters start from the first page; the URL changes in place, without a
 * round trip to the server.
 */
export function useAuditUrlFilters({ view, config }: TableViewBinding) {
  const searchParams = useSearchParams();
  const filters = useMemo(() => auditFiltersFromSearchParams(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: AuditFilters) => {
      const params = writeTableView(auditFiltersToSearchParams(next), withPage(view, 0), config);
      window.history.pushState(null, "", params.size ? `${window.location.pathname}?${params}` : window.location.pathname);
    },
    [view, config],
  );
  return { filters, setFilters };
}
