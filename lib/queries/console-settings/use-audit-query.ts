"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { listAuditEntries } from "@/lib/console/contract/audit";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";
import { auditFiltersToSearchParams, type AuditFilters } from "./audit-filters";

/** One page of the audit log (`pageIndex` from 0) under the filters in the URL; the previous page stays shown while the next loads. */
export function useAuditQuery(filters: AuditFilters, { pageIndex, pageSize }: { pageIndex: number; pageSize: number }) {
  const search = auditFiltersToSearchParams(filters);
  search.set("page", String(pageIndex + 1));
  search.set("pageSize", String(pageSize));
  return useQuery({
    queryKey: consoleQueryKey(listAuditEntries, { query: search }),
    queryFn: async () => callConsole(listAuditEntries, { query: search }),
    placeholderData: keepPreviousData,
  });
}
