"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { listAuditEntries } from "@/lib/console/contract/audit";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";
import { auditPageSize, auditQueryToSearchParams, type AuditPageQuery } from "./audit-filters";

/** One page of the audit log for the filters in the URL; the previous page stays shown while the next loads. */
export function useAuditQuery(query: AuditPageQuery) {
  const search = auditQueryToSearchParams(query);
  search.set("page", String(query.page));
  search.set("pageSize", String(auditPageSize));
  return useQuery({
    queryKey: consoleQueryKey(listAuditEntries, { query: search }),
    queryFn: async () => callConsole(listAuditEntries, { query: search }),
    placeholderData: keepPreviousData,
  });
}
