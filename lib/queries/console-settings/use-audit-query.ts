"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { listAuditEntries } from "@/lib/console/contract/audit";

import { callConsole } from "../call-console";
import { auditPageSize, auditQueryToSearchParams, type AuditPageQuery } from "./audit-filters";
import { settingsKeys } from "./keys";

/** One page of the audit log for the filters in the URL; the previous page stays shown while the next loads. */
export function useAuditQuery(query: AuditPageQuery) {
  return useQuery({
    queryKey: settingsKeys.audit(query),
    queryFn: async () => {
      const search = auditQueryToSearchParams(query);
      search.set("page", String(query.page));
      search.set("pageSize", String(auditPageSize));
      return callConsole(listAuditEntries, { query: search });
    },
    placeholderData: keepPreviousData,
  });
}
