"use client";

import { FileText } from "lucide-react";
import { useMemo, type ReactNode } from "react";

import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { EmptyState } from "@/components/ui/empty-state";
import { Timestamp } from "@/components/ui/timestamp";
import type { AgentFileView } from "@/lib/schemas/console/agent-files";
import { formatBytes } from "@/lib/utils/format-bytes";
import { countOf } from "@/lib/utils/plural";

import { agentFileKind, agentFileStageBadges } from "./agent-file-labels";
import { AgentFileRowActions, type PendingFileAction } from "./agent-file-row-actions";
import { AgentFileStage } from "./agent-file-stage";

type RowHandlers = {
  pendingOf: (fileId: string) => PendingFileAction | undefined;
  onAdd: (file: AgentFileView) => void;
  onRemove: (file: AgentFileView) => void;
  onAskToDelete: (file: AgentFileView) => void;
};

const column = dataTableColumns<AgentFileView>();
const none = <span className="text-muted-foreground">—</span>;

const fileColumns = ({ pendingOf, onAdd, onRemove, onAskToDelete }: RowHandlers) => [
  column.accessor("fileName", {
    header: "File",
    meta: { cannotHide: true },
    cell: ({ getValue }) => <span className="font-medium whitespace-normal">{getValue()}</span>,
  }),
  column.accessor((file) => agentFileKind(file), { id: "type", header: "Type" }),
  column.accessor((file) => file.size ?? undefined, {
    id: "size",
    header: "Size",
    sortUndefined: "last",
    enableGlobalFilter: false,
    meta: { align: "right" },
    cell: ({ getValue }) => {
      const size = getValue<number | undefined>();
      return size === undefined ? "—" : formatBytes(size);
    },
  }),
  column.accessor("stage", {
    header: "Stage",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    cell: ({ row }) => <AgentFileStage file={row.original} />,
  }),
  column.accessor((file) => file.chunkCount ?? undefined, {
    id: "passages",
    header: "Passages",
    sortUndefined: "last",
    enableGlobalFilter: false,
    meta: { align: "right" },
    cell: ({ getValue }) => {
      const count = getValue<number | undefined>();
      return count === undefined ? none : countOf(count, "passage");
    },
  }),
  column.accessor("createdAt", {
    header: "Uploaded",
    sortFn: "datetime",
    sortUndefined: "last",
    enableGlobalFilter: false,
    cell: ({ getValue }) => <Timestamp value={getValue()} empty="Unknown" />,
  }),
  column.display({
    id: "actions",
    header: () => <span className="block text-right">Actions</span>,
    meta: { cannotHide: true, label: "Actions" },
    cell: ({ row }) => (
      <AgentFileRowActions file={row.original} pending={pendingOf(row.original.id)} onAdd={onAdd} onRemove={onRemove} onAskToDelete={onAskToDelete} />
    ),
  }),
];

const filters: DataTableFilter[] = [
  {
    columnId: "stage",
    label: "Stage",
    allLabel: "All stages",
    options: Object.entries(agentFileStageBadges).map(([value, { label }]) => ({ value, label })),
  },
];

type Props = RowHandlers & {
  files: AgentFileView[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** What to do with the selected files: delete them together. */
  bulkActions: (files: AgentFileView[], clearSelection: () => void) => ReactNode;
};

/**
 * The agent's knowledge files: kind, size, stage, passages and when uploaded; each can be acted on, and several
 * selected and deleted together. Every file is on one page, and a long list draws only the rows in view.
 */
export function AgentFilesTable({ files, isPending, error, onRetry, pendingOf, onAdd, onRemove, onAskToDelete, bulkActions }: Props) {
  const columns = useMemo(() => fileColumns({ pendingOf, onAdd, onRemove, onAskToDelete }), [pendingOf, onAdd, onRemove, onAskToDelete]);
  return (
    <DataTable
      id="files"
      label="files"
      columns={columns}
      data={files}
      getRowId={(file) => file.id}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      errorTitle="The files could not be loaded"
      searchLabel="Filter files"
      filters={filters}
      paginate={false}
      rowLabel={(file) => file.fileName}
      bulkActions={bulkActions}
      empty={
        <EmptyState
          icon={FileText}
          title="No files yet — upload one above"
          description="Drop PDF, Markdown or text files above. Once they are in the vector store, the agent answers from them."
        />
      }
    />
  );
}
