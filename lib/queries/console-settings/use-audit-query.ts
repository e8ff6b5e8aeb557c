"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { auditPage } from "@/lib/schemas/console/audit";

import { consoleFetch } from "../console-fetch";
import { auditPageSize, type AuditPageQuery } from "./audit-filters";
import { settingsKeys } from "./keys";
import { settingsApiPaths } from "./paths";

/** One page of the audit log for the filters in the URL; the previous page stays shown while the next loads. */
export function useAuditQuery(query: AuditPageQuery) {
  return useQuery({
    queryKey: settingsKeys.audit(query),
    queryFn: async () => auditPage.parse(await consoleFetch<unknown>(settingsApiPaths.audit(query, auditPageSize))),
    placeholderData: keepPreviousData,
  });
}
