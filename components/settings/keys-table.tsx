"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useMemo } from "react";

import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { EmptyState } from "@/components/ui/empty-state";
import type { OrganizationOption } from "@/lib/queries/console-settings/use-organizations-query";
import type { VaultKeyView } from "@/lib/schemas/console/keys";
import { formatTimestamp, machineTimestamp } from "@/lib/utils/format-timestamp";

import { DisconnectKeyButton } from "./disconnect-key-button";
import { KeyStatus } from "./key-status";
import { keyOrganizationLabel } from "./organization-labels";
import { keyScopeLabels, regionLabels } from "./settings-labels";

/** A key with the organization it belongs to by name, so the list sorts and filters by that name. */
type KeyRow = VaultKeyView & { organizationName: string };

const column = dataTableColumns<KeyRow>();

const columns = [
  column.accessor("scope", { header: "Scope", filterFn: "equalsString", enableGlobalFilter: false, cell: ({ getValue }) => keyScopeLabels[getValue()] }),
  column.accessor("region", { header: "Region", filterFn: "equalsString", enableGlobalFilter: false, cell: ({ getValue }) => regionLabels[getValue()] }),
  column.accessor("organizationName", { header: "Organization" }),
  column.accessor("label", {
    header: "Label",
    meta: { cannotHide: true },
    cell: ({ getValue }) => <span className="whitespace-normal">{getValue()}</span>,
  }),
  column.accessor("fingerprint", {
    header: "Fingerprint",
    enableSorting: false,
    cell: ({ getValue }) => <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{getValue()}</code>,
  }),
  column.accessor("status", {
    header: "Status",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    cell: ({ row }) => <KeyStatus status={row.original.status} lastError={row.original.lastError} />,
  }),
  column.accessor("lastCheckedAt", {
    header: "Last checked",
    sortFn: "datetime",
    sortUndefined: "last",
    enableGlobalFilter: false,
    cell: ({ getValue }) => {
      const checkedAt = getValue();
      return checkedAt ? (
        <time dateTime={machineTimestamp(checkedAt)}>{formatTimestamp(checkedAt)}</time>
      ) : (
        <span className="text-muted-foreground">Not checked yet</span>
      );
    },
  }),
  column.display({
    id: "actions",
    header: "Actions",
    meta: { cannotHide: true },
    cell: ({ row }) => <DisconnectKeyButton keyInfo={row.original} />,
  }),
];

const options = <Value extends string>(labels: Record<Value, string>) => Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

const filters: DataTableFilter[] = [
  { columnId: "scope", label: "Scope", allLabel: "All scopes", options: options(keyScopeLabels) },
  { columnId: "region", label: "Region", allLabel: "All regions", options: options(regionLabels) },
  {
    columnId: "status",
    label: "Status",
    allLabel: "All statuses",
    options: [
      { value: "active", label: "Active" },
      { value: "failing", label: "Failing" },
    ],
  },
];

type Props = { keys: UseQueryResult<VaultKeyView[]>; organizations: OrganizationOption[] };

/** The keys the console holds, by fingerprint only, in their loading, error, empty and listed states. */
export function KeysTable({ keys, organizations }: Props) {
  const rows = useMemo(
    () => keys.data?.map((key) => ({ ...key, organizationName: keyOrganizationLabel(key.organizationId, organizations) })),
    [keys.data, organizations],
  );
  return (
    <DataTable
      id="keys"
      label="keys"
      columns={columns}
      data={rows}
      getRowId={(key) => key.id}
      isPending={keys.isPending}
      error={keys.error}
      onRetry={() => void keys.refetch()}
      errorTitle="The keys could not be loaded"
      searchLabel="Filter keys"
      filters={filters}
      // The keys that reach furthest first: super-admin, then organizations', then agents'.
      defaultSort={{ id: "scope", desc: true }}
      empty={
        <EmptyState
          icon={KeyRound}
          title="No keys connected yet"
          description="Connect your organization's key with “Connect a key”: the console checks it with the AI Agent API, stores it encrypted and shows only its fingerprint."
        />
      }
    />
  );
}
