"use client";

import { Package } from "lucide-react";
import Link from "next/link";

import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import type { TableView } from "@/components/ui/data-table/url-state";
import type { TableViewBinding } from "@/components/ui/data-table/use-table-view";
import { EmptyState } from "@/components/ui/empty-state";
import { Timestamp } from "@/components/ui/timestamp";
import { packHref } from "@/lib/queries/packs/pack-hrefs";
import type { PacksPageQuery } from "@/lib/queries/packs/use-packs-query";
import type { PackSummary, PackSummaryPage } from "@/lib/schemas/console/packs";

import { CreatePackDialog } from "./create-pack-dialog";
import { packStatusBadges } from "./pack-labels";
import { PackStatusBadge } from "./pack-status-badge";

function LinkedAgents({ agents }: { agents: PackSummary["linkedAgents"] }) {
  if (agents.length === 0) return <span className="text-muted-foreground">Not linked</span>;
  return <span className="whitespace-normal">{agents.map((agent) => agent.name).join(", ")}</span>;
}

const column = dataTableColumns<PackSummary>();

/** The API pages, orders (by name or last change) and filters (by status) the packs: the other columns do not sort. */
export const packColumns = [
  column.accessor("name", {
    header: "Pack",
    meta: { cannotHide: true },
    cell: ({ row }) => (
      <div className="flex flex-col gap-0.5 whitespace-normal">
        <Link href={packHref(row.original.id)} className="font-medium underline-offset-4 hover:underline focus-visible:underline">
          {row.original.name}
        </Link>
        {row.original.description ? <span className="line-clamp-1 text-xs text-muted-foreground">{row.original.description}</span> : null}
      </div>
    ),
  }),
  column.accessor("status", { header: "Status", enableSorting: false, cell: ({ getValue }) => <PackStatusBadge status={getValue()} /> }),
  column.accessor("documentCount", { header: "Documents", enableSorting: false, meta: { align: "right" } }),
  column.display({ id: "usedBy", header: "Used by", cell: ({ row }) => <LinkedAgents agents={row.original.linkedAgents} /> }),
  column.accessor("updatedAt", { header: "Updated", cell: ({ getValue }) => <Timestamp value={getValue()} empty="Unknown" /> }),
];

export const packFilters: DataTableFilter[] = [
  {
    columnId: "status",
    label: "Status",
    allLabel: "All statuses",
    options: Object.entries(packStatusBadges).map(([value, { label }]) => ({ value, label })),
  },
];

/** The packs' view: 20 a page (the API's own page size), most recently changed first. */
export const packsViewOptions = {
  id: "packs",
  columns: packColumns,
  filters: packFilters,
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
  defaultSort: { id: "updatedAt", desc: true },
};

/** The page of packs a view asks the API for; without an order, the API's own (most recently created first). */
export function packsPageQuery(view: TableView): PacksPageQuery {
  const status = view.filters.status as PacksPageQuery["status"];
  const orderBy = view.sort?.id as PacksPageQuery["orderBy"];
  return {
    page: view.pageIndex + 1,
    pageSize: view.pageSize,
    ...(orderBy ? { orderBy, orderDirection: view.sort?.desc ? "DESC" : "ASC" } : {}),
    ...(status ? { status } : {}),
  };
}

type Props = {
  organizationId: string;
  /** The view in the address, which the page of packs was asked for with. */
  binding: TableViewBinding;
  page: PackSummaryPage | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
};

/** The organization's packs, a page at a time, each linking to its page. */
export function PacksTable({ organizationId, binding, page, isPending, error, onRetry }: Props) {
  return (
    <DataTable
      id="packs"
      label="packs"
      columns={packColumns}
      data={page?.data}
      getRowId={(pack) => pack.id}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      errorTitle="The packs could not be loaded"
      filters={packFilters}
      view={binding}
      server={{ rowCount: page?.totalItems }}
      empty={
        <EmptyState
          icon={Package}
          title="No packs yet — create one"
          description="A pack bundles documents (PDF, Markdown or text) that several agents can answer from. Create a pack, add its documents, then link it to agents."
          action={<CreatePackDialog organizationId={organizationId} triggerLabel="Create a pack" />}
        />
      }
    />
  );
}
