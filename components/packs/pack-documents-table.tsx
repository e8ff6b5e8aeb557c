"use client";

import { Trash2 } from "lucide-react";
import { useMemo, useState } from "react";

import { Badge } from "@/components/ui/badge";
import { BulkFailuresAlert, type BulkFailure } from "@/components/ui/bulk-failures-alert";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { Timestamp } from "@/components/ui/timestamp";
import { useRemovePackDocumentMutation } from "@/lib/queries/packs/use-remove-pack-document-mutation";
import type { PackDetail, PackDocument } from "@/lib/schemas/console/packs";
import { formatBytes } from "@/lib/utils/format-bytes";
import { countOf } from "@/lib/utils/plural";
import { settleInTurn } from "@/lib/utils/settle-in-turn";

import { packDocumentKind, packDocumentStatusBadges } from "./pack-labels";
import { RemovePackDocumentsAction } from "./remove-pack-documents-action";

function DocumentStatus({ document }: { document: PackDocument }) {
  const { label, variant } = packDocumentStatusBadges[document.status];
  return (
    <div className="flex flex-col gap-1 whitespace-normal">
      <Badge variant={variant}>{label}</Badge>
      {document.error ? <span className="text-xs text-destructive">{document.error}</span> : null}
      {document.status === "ready" && typeof document.passageCount === "number" ? (
        <span className="text-xs text-muted-foreground">{countOf(document.passageCount, "passage")}</span>
      ) : null}
    </div>
  );
}

type Remove = {
  /** The linked agents' names, joined. */
  agents: string;
  packName: string;
  isRemoving: (documentId: string) => boolean;
  onRemove: (document: PackDocument) => void;
};

const column = dataTableColumns<PackDocument>();

const documentColumns = ({ agents, packName, isRemoving, onRemove }: Remove) => [
  column.accessor("fileName", {
    header: "File",
    meta: { cannotHide: true },
    cell: ({ getValue }) => <span className="font-medium whitespace-normal">{getValue()}</span>,
  }),
  column.accessor((document) => packDocumentKind(document.contentType), { id: "type", header: "Type" }),
  column.accessor("size", { header: "Size", enableGlobalFilter: false, meta: { align: "right" }, cell: ({ getValue }) => formatBytes(getValue()) }),
  column.accessor("status", {
    header: "Status",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    cell: ({ row }) => <DocumentStatus document={row.original} />,
  }),
  column.accessor("createdAt", {
    header: "Added",
    sortFn: "datetime",
    sortUndefined: "last",
    enableGlobalFilter: false,
    cell: ({ getValue }) => <Timestamp value={getValue()} empty="Unknown" />,
  }),
  column.display({
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    meta: { cannotHide: true, label: "Actions" },
    cell: ({ row }) => {
      const document = row.original;
      return (
        <div className="text-right">
          <ConfirmAction
            trigger={
              <>
                <Trash2 aria-hidden="true" />
                Remove<span className="sr-only"> {document.fileName}</span>
              </>
            }
            title={`Remove ${document.fileName}?`}
            description={`It is deleted from ${packName}${agents ? `, and ${agents} stop answering from it at once` : ""}.`}
            confirmLabel={`Remove ${document.fileName}`}
            isPending={isRemoving(document.id)}
            onConfirm={() => onRemove(document)}
          />
        </div>
      );
    },
  }),
];

const filters: DataTableFilter[] = [
  {
    columnId: "status",
    label: "Status",
    allLabel: "All statuses",
    options: Object.entries(packDocumentStatusBadges).map(([value, { label }]) => ({ value, label })),
  },
];

/**
 * The pack's documents: name, kind, size and whether agents can answer from each; each can be removed, and
 * several selected and removed together.
 */
export function PackDocumentsTable({ organizationId, pack }: { organizationId: string; pack: PackDetail }) {
  const remove = useRemovePackDocumentMutation(organizationId, pack.id);
  const agents = pack.linkedAgents.map((agent) => agent.name).join(", ");
  const [isRemovingSelected, setIsRemovingSelected] = useState(false);
  const [failures, setFailures] = useState<BulkFailure[]>([]);
  const { mutate, mutateAsync, isPending, variables } = remove;
  const removingId = isPending ? variables?.id : undefined;
  const columns = useMemo(
    () =>
      documentColumns({
        agents,
        packName: pack.name,
        isRemoving: (documentId) => documentId === removingId,
        onRemove: (document) => mutate({ id: document.id, fileName: document.fileName }),
      }),
    [agents, pack.name, removingId, mutate],
  );

  /** One removal after another, each through the same request as a row's own; a refusal does not stop the rest. */
  const removeSelected = async (documents: PackDocument[], clearSelection: () => void) => {
    setIsRemovingSelected(true);
    setFailures([]);
    const { failed } = await settleInTurn(documents, (document) => mutateAsync({ id: document.id, fileName: document.fileName }), "It could not be removed.");
    setFailures(failed.map(({ item, reason }) => ({ key: item.id, name: item.fileName, reason })));
    setIsRemovingSelected(false);
    clearSelection();
  };

  return (
    <div className="space-y-3">
      {failures.length > 0 ? <BulkFailuresAlert title={`${countOf(failures.length, "document")} could not be removed`} failures={failures} /> : null}
      <DataTable
        id="documents"
        label="documents"
        columns={columns}
        data={pack.documents}
        getRowId={(document) => document.id}
        searchLabel="Filter documents"
        filters={filters}
        rowLabel={(document) => document.fileName}
        bulkActions={(documents, clearSelection) => (
          <RemovePackDocumentsAction
            documents={documents}
            packName={pack.name}
            agents={agents}
            isPending={isRemovingSelected}
            onConfirm={(selected) => void removeSelected(selected, clearSelection)}
          />
        )}
      />
    </div>
  );
}
