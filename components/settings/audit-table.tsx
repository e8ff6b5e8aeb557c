"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { z } from "zod";

import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import type { TableViewBinding } from "@/components/ui/data-table/use-table-view";
import type { auditEntryView, auditPage } from "@/lib/schemas/console/audit";
import { formatTimestamp, machineTimestamp } from "@/lib/utils/format-timestamp";

import { AuditEmptyState } from "./audit-empty-state";
import { auditOutcomes, roleLabel } from "./settings-labels";

type AuditEntry = z.infer<typeof auditEntryView>;

const missing = <span className="text-muted-foreground">—</span>;
const column = dataTableColumns<AuditEntry>();

/** The log's columns. The API gives the log newest first and orders it no other way, so none of them sorts. */
export const auditColumns = [
  column.accessor("createdAt", {
    header: "Time",
    enableSorting: false,
    meta: { cannotHide: true },
    cell: ({ getValue }) => <time dateTime={machineTimestamp(getValue())}>{formatTimestamp(getValue())}</time>,
  }),
  column.accessor("actorEmail", { header: "Actor", enableSorting: false, cell: ({ getValue }) => getValue() ?? missing }),
  column.accessor("actorRole", { header: "Role", enableSorting: false, cell: ({ getValue }) => roleLabel(getValue()) }),
  column.accessor("action", { header: "Action", enableSorting: false, cell: ({ getValue }) => <code className="font-mono text-xs">{getValue()}</code> }),
  column.accessor("target", {
    header: "Target",
    enableSorting: false,
    cell: ({ getValue }) => <div className="max-w-xs whitespace-normal break-words">{getValue() ?? missing}</div>,
  }),
  column.accessor("outcome", {
    header: "Outcome",
    enableSorting: false,
    cell: ({ getValue }) => {
      const outcome = auditOutcomes[getValue()];
      return <Badge variant={outcome.variant}>{outcome.label}</Badge>;
    },
  }),
  column.accessor("ip", { header: "IP", enableSorting: false, cell: ({ getValue }) => <span className="font-mono text-xs">{getValue() ?? missing}</span> }),
  column.accessor("requestId", {
    header: "Request ID",
    enableSorting: false,
    cell: ({ getValue }) => <span className="font-mono text-xs">{getValue() ?? missing}</span>,
  }),
];

type Props = {
  /** The table's view (`useDataTableView` with `auditColumns`), whose page the query asked for. */
  view: TableViewBinding;
  audit: UseQueryResult<z.infer<typeof auditPage>>;
  isFiltered: boolean;
  onClearFilters: () => void;
};

/** One page of the audit log, paged by the API, in its loading, error, empty and listed states. */
export function AuditTable({ view, audit, isFiltered, onClearFilters }: Props) {
  return (
    <DataTable
      id="audit"
      label="audit log entries"
      scrollLabel="Audit log entries, scrollable sideways"
      columns={auditColumns}
      view={view}
      server={{ rowCount: audit.data?.total }}
      data={audit.data?.entries}
      getRowId={(entry) => String(entry.id)}
      isPending={audit.isPending}
      error={audit.error}
      onRetry={() => audit.refetch()}
      errorTitle="The audit log could not be loaded"
      empty={<AuditEmptyState isFiltered={isFiltered} onClear={onClearFilters} />}
    />
  );
}
