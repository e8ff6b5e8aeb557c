"use client";

import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { auditPageSize, hasAuditFilters, type AuditPageQuery } from "@/lib/queries/console-settings/audit-filters";
import { useAuditQuery } from "@/lib/queries/console-settings/use-audit-query";
import { cn } from "@/lib/utils/cn";

import { AuditEmptyState } from "./audit-empty-state";
import { AuditPager } from "./audit-pager";
import { AuditTable } from "./audit-table";

type Props = { query: AuditPageQuery; onQuery: (query: Partial<AuditPageQuery>) => void };

/** The audit entries of one page, in their loading, error, empty and listed states. */
export function AuditResults({ query, onQuery }: Props) {
  const audit = useAuditQuery(query);
  const { page: _page, ...filters } = query;
  if (audit.isPending) return <TableSkeleton label="Loading the audit log" />;
  if (audit.isError) {
    return <QueryErrorState title="The audit log could not be loaded" error={audit.error} onRetry={() => audit.refetch()} />;
  }
  if (audit.data.entries.length === 0) {
    return (
      <AuditEmptyState
        isFiltered={hasAuditFilters(filters)}
        isPastTheEnd={audit.data.total > 0}
        onClear={() => onQuery({})}
        onFirstPage={() => onQuery(filters)}
      />
    );
  }
  return (
    <div className={cn("space-y-4 transition-opacity", audit.isPlaceholderData && "opacity-60")} aria-busy={audit.isPlaceholderData}>
      <AuditTable entries={audit.data.entries} />
      <AuditPager total={audit.data.total} page={audit.data.page} pageSize={auditPageSize} onPage={(page) => onQuery({ ...filters, page })} />
    </div>
  );
}
