"use client";

import { KeyRound, ShieldCheck } from "lucide-react";
import { useMemo, type ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { EmptyState } from "@/components/ui/empty-state";
import { Timestamp } from "@/components/ui/timestamp";
import { agentKeyFingerprint } from "@/lib/console/keys/agent-key-fingerprint";

import { agentKeyActions, type AgentApiKey, type PendingKeyAction } from "./agent-key-actions";
import { AgentKeyRowActions } from "./agent-key-row-actions";
import { apiKeyStatusBadges } from "./agent-labels";
import { ApiKeyStatusBadge } from "./api-key-status-badge";

type RowHandlers = {
  pending: PendingKeyAction | undefined;
  onRotate: (key: AgentApiKey) => void;
  onRevoke: (key: AgentApiKey) => void;
};

const column = dataTableColumns<AgentApiKey>();

const keyColumns = ({ pending, onRotate, onRevoke }: RowHandlers) => [
  column.accessor("name", {
    header: "Name",
    meta: { cannotHide: true },
    cell: ({ row }) => (
      <div className="flex flex-col items-start gap-1 whitespace-normal">
        <span className="font-medium">{row.original.name}</span>
        {row.original.isUsedByConsole ? (
          <Badge variant="default">
            <ShieldCheck aria-hidden="true" />
            Used by the console
          </Badge>
        ) : null}
      </div>
    ),
  }),
  column.accessor((key) => agentKeyFingerprint(key), {
    id: "fingerprint",
    header: "Fingerprint",
    enableSorting: false,
    cell: ({ getValue }) => <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{getValue()}</code>,
  }),
  column.accessor("status", {
    header: "Status",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    cell: ({ getValue }) => <ApiKeyStatusBadge status={getValue()} />,
  }),
  column.accessor("createdAt", {
    header: "Created",
    sortFn: "datetime",
    sortUndefined: "last",
    enableGlobalFilter: false,
    cell: ({ getValue }) => <Timestamp value={getValue()} empty="Unknown" />,
  }),
  column.accessor("lastUsedAt", {
    header: "Last used",
    sortFn: "datetime",
    sortUndefined: "last",
    enableGlobalFilter: false,
    cell: ({ getValue }) => <Timestamp value={getValue()} empty="Never" />,
  }),
  column.accessor("expiresAt", {
    header: "Expires",
    sortFn: "datetime",
    sortUndefined: "last",
    enableGlobalFilter: false,
    cell: ({ getValue }) => <Timestamp value={getValue()} empty="Never" />,
  }),
  column.display({
    id: "actions",
    header: () => <span className="block text-right">Actions</span>,
    meta: { cannotHide: true, label: "Actions" },
    cell: ({ row }) => (
      <div className="text-right">
        <AgentKeyRowActions
          apiKey={row.original}
          pending={pending?.keyId === row.original.id ? pending.action : undefined}
          onRotate={onRotate}
          onRevoke={onRevoke}
        />
      </div>
    ),
  }),
];

const filters: DataTableFilter[] = [
  {
    columnId: "status",
    label: "Status",
    allLabel: "All statuses",
    options: Object.entries(apiKeyStatusBadges).map(([value, { label }]) => ({ value, label })),
  },
];

type Props = RowHandlers & {
  apiKeys: AgentApiKey[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** What to do with the selected keys: the bulk revocation. */
  bulkActions: (keys: AgentApiKey[], clearSelection: () => void) => ReactNode;
};

/** The agent's API keys by fingerprint, the console's own marked; keys not yet revoked can be selected and revoked together. */
export function AgentKeysTable({ apiKeys, isPending, error, onRetry, pending, onRotate, onRevoke, bulkActions }: Props) {
  const { keyId, action } = pending ?? {};
  const columns = useMemo(
    () => keyColumns({ pending: keyId && action ? { keyId, action } : undefined, onRotate, onRevoke }),
    [keyId, action, onRotate, onRevoke],
  );
  return (
    <DataTable
      id="keys"
      label="API keys"
      columns={columns}
      data={apiKeys}
      getRowId={(key) => key.id}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      errorTitle="The keys could not be loaded"
      searchLabel="Filter keys"
      filters={filters}
      rowLabel={(key) => key.name}
      canSelectRow={(key) => agentKeyActions(key).canRevoke}
      bulkActions={bulkActions}
      empty={<EmptyState icon={KeyRound} title="No keys yet" description="Create a key for one of your own systems that calls the API as this agent." />}
    />
  );
}
