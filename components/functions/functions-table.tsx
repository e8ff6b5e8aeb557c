"use client";

import { useMemo, type ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { functionMethods } from "@/lib/schemas/agent-api/functions";
import type { FunctionView } from "@/lib/schemas/console/functions";

import { DeleteFunctionButton } from "./delete-function-button";
import { EditFunctionDialog } from "./function-dialog";
import { FunctionEnabledSwitch } from "./function-enabled-switch";

type RowControls = {
  organizationId: string;
  /** The on/off control of a row; the library's switch by default. */
  renderEnabled?: (item: FunctionView) => ReactNode;
  /** The edit and delete actions of a row; the library's by default. */
  renderActions?: (item: FunctionView) => ReactNode;
};

type Props = RowControls & {
  functions: FunctionView[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  errorTitle: string;
  /** Shown when there are no functions at all: the way to add the first. */
  empty: ReactNode;
};

const column = dataTableColumns<FunctionView>();

const functionColumns = ({ organizationId, renderEnabled, renderActions }: RowControls) => [
  column.accessor("name", {
    header: "Name",
    meta: { cannotHide: true },
    cell: ({ getValue }) => <span className="font-mono text-sm font-medium">{getValue()}</span>,
  }),
  column.accessor("description", {
    header: "Description",
    enableSorting: false,
    cell: ({ getValue }) => <span className="block max-w-sm whitespace-normal text-muted-foreground">{getValue() || "—"}</span>,
  }),
  column.accessor((item) => item.endpoint.method, {
    id: "method",
    header: "Method",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    cell: ({ getValue }) => (
      <Badge variant="outline" className="font-mono">
        {getValue()}
      </Badge>
    ),
  }),
  column.accessor((item) => item.endpoint.url, {
    id: "endpoint",
    header: "Endpoint",
    cell: ({ getValue }) => (
      <span className="block max-w-xs truncate font-mono text-xs" title={getValue()}>
        {getValue()}
      </span>
    ),
  }),
  column.accessor((item) => (item.enabled ? "enabled" : "disabled"), {
    id: "enabled",
    header: "Enabled",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    cell: ({ row }) => (renderEnabled ? renderEnabled(row.original) : <FunctionEnabledSwitch organizationId={organizationId} item={row.original} />),
  }),
  column.display({
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    meta: { cannotHide: true, label: "Actions" },
    cell: ({ row }) => (
      <span className="flex justify-end gap-1">
        {renderActions ? (
          renderActions(row.original)
        ) : (
          <>
            <EditFunctionDialog organizationId={organizationId} item={row.original} />
            <DeleteFunctionButton organizationId={organizationId} item={row.original} />
          </>
        )}
      </span>
    ),
  }),
];

const filters: DataTableFilter[] = [
  { columnId: "method", label: "Method", allLabel: "All methods", options: functionMethods.map((method) => ({ value: method, label: method })) },
  {
    columnId: "enabled",
    label: "Enabled",
    allLabel: "On and off",
    options: [
      { value: "enabled", label: "On" },
      { value: "disabled", label: "Off" },
    ],
  },
];

/** Functions (the library's, or an agent's): each one's name, what it does, where it calls, and whether it is on; sorted and filtered by name, method and state. */
export function FunctionsTable({ organizationId, renderEnabled, renderActions, functions, isPending, error, onRetry, errorTitle, empty }: Props) {
  const columns = useMemo(() => functionColumns({ organizationId, renderEnabled, renderActions }), [organizationId, renderEnabled, renderActions]);
  return (
    <DataTable
      id="functions"
      label="functions"
      columns={columns}
      data={functions}
      getRowId={(item) => item.id}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      errorTitle={errorTitle}
      empty={empty}
      searchLabel="Filter functions"
      filters={filters}
    />
  );
}
