"use client";

/**
 * The console's one list: every table of rows is a `DataTable`. It sorts, filters, pages, selects, hides
 * columns and shows its loading, empty and error states; the view (sort, text, filters, page) lives in the
 * address, so a link, a reload and Back show the same rows.
 *
 *   const column = dataTableColumns<Agent>();
 *   const columns = [                                   // at module scope, or memoised
 *     column.accessor("name", { header: "Agent", cell: (info) => <Link …>{info.getValue()}</Link> }),
 *     column.accessor("status", { header: "Status", filterFn: "equalsString" }),
 *     column.accessor("conversations", { header: "Conversations", meta: { align: "right" } }),
 *     column.display({ id: "actions", header: "Actions", cell: …, meta: { cannotHide: true } }),
 *   ];
 *   <DataTable id="agents" label="agents" columns={columns} data={query.data} getRowId={(agent) => agent.id}
 *     isPending={query.isPending} error={query.error} onRetry={query.refetch} errorTitle="The agents could not be loaded"
 *     empty={<EmptyState … />} searchLabel="Filter agents"
 *     filters={[{ columnId: "status", label: "Status", allLabel: "All statuses", options }]}
 *     rowLabel={(agent) => agent.name} bulkActions={(agents, clear) => <RevokeAll … />} />
 *
 * - `id` names the table's address parameters (`agents.sort`, `agents.q`, `agents.page`, …) and its remembered
 *   columns; unique among the tables of a page.
 * - Sorting: every accessor column sorts unless `enableSorting: false`; `defaultSort` gives the first order.
 * - Text filter: shown when `searchLabel` is given; it searches the accessor columns whose values are text or
 *   numbers (`enableGlobalFilter: false` leaves one out).
 * - Bulk actions: give `rowLabel` (names each row's checkbox) and `bulkActions(selectedRows, clearSelection)`;
 *   `canSelectRow` leaves rows out of the selection.
 * - Server paging: a list the API pages calls `useDataTableView(options)` itself, puts `view` into its query,
 *   and passes `view` and `server={{ rowCount }}` (or `{ hasNextPage }`): the table then neither sorts, filters
 *   nor slices the rows it is given.
 * - Past `virtualizeAbove` rows on one page (200), only the rows in view are drawn: the list scrolls in a region
 *   of its own (focusable, so the keyboard scrolls it) and its header stays in view.
 * - Keyboard: every control (sort buttons, checkboxes, links and row actions) is in the tab order, as in any page.
 *   From a control in a row (a link, a button, a checkbox; text fields, selects and comboboxes keep their arrows):
 *     ArrowDown / ArrowUp        the control at the same place (column, position in the cell) in the next / previous row
 *     PageDown / PageUp          as many rows on as are in view
 *     Home / End, Ctrl+Home/End  the first / last row
 *   A row without such a control is passed over; a long list scrolls to a row it has not drawn and focuses it
 *   once drawn (`use-row-keyboard-navigation.ts`).
 */

import {
  functionalUpdate,
  useTable,
  type ColumnFiltersState,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type ColumnVisibilityState,
} from "@tanstack/react-table";
import { useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { Table, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils/cn";

import { columnVisibilityStore, parseHiddenColumns } from "./column-visibility";
import { MessageRow, PendingRows, PlainRows, VirtualRows } from "./data-table-body";
import { DataTablePagination } from "./data-table-pagination";
import { DataTableToolbar, type DataTableFilter } from "./data-table-toolbar";
import { dataTableFeatures, type DataTableColumn, type DataTableFeatures } from "./features";
import { RowLabelContext, selectionColumn } from "./selection-column";
import { ariaSort, SortHeader } from "./sort-header";
import { isFiltered, withFilter, withoutFilters, withPage, withPageSize, withQuery, withSort } from "./url-state";
import { useDataTableView, type DataTableViewOptions } from "./use-data-table-view";
import { useRowKeyboardNavigation } from "./use-row-keyboard-navigation";
import type { TableViewBinding } from "./use-table-view";

export type { DataTableFilter };

export type DataTableProps<Data extends object> = DataTableViewOptions<Data> & {
  /** Names the table for screen readers and in messages, in the plural: "agents", "API keys". */
  label: string;
  data: readonly Data[] | undefined;
  getRowId: (row: Data) => string;
  isPending?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  /** "The agents could not be loaded". */
  errorTitle?: string;
  /** Shown instead of the table when there are no rows at all (not when a filter hides them). */
  empty?: ReactNode;
  searchLabel?: string;
  filters?: readonly DataTableFilter[];
  rowLabel?: (row: Data) => string;
  canSelectRow?: (row: Data) => boolean;
  bulkActions?: (rows: Data[], clearSelection: () => void) => ReactNode;
  /** A view bound by the caller (`useDataTableView`), for a list whose query needs the view first. */
  view?: TableViewBinding;
  /** The API pages, sorts and filters this list: its count, or whether another page follows. */
  server?: { rowCount?: number; hasNextPage?: boolean };
  /** Shows every row on one page (virtualised when many). */
  paginate?: boolean;
  virtualizeAbove?: number;
  /** Whether the column menu is offered; on unless the list has too few columns to hide. */
  canHideColumns?: boolean;
  /** Rows below the list's rows that sort with none of them (a `TableFooter` of totals). */
  footer?: ReactNode;
  /** Names a wide list's sideways-scrolling box, which then takes focus so the keyboard can scroll it. */
  scrollLabel?: string;
};

const noRows: never[] = [];
const noFilters: readonly DataTableFilter[] = [];

export function DataTable<Data extends object>(props: DataTableProps<Data>) {
  const { label, getRowId, isPending = false, error, onRetry, errorTitle, empty, filters = noFilters, rowLabel, bulkActions, server } = props;
  const { paginate = true, virtualizeAbove = 200, canHideColumns = true } = props;
  const ownView = useDataTableView(props);
  const { view, setView, config } = props.view ?? ownView;
  const data = (props.data ?? noRows) as Data[];
  const isServer = server !== undefined;

  const isSelectable = bulkActions !== undefined && rowLabel !== undefined;
  const columns = useMemo(() => (isSelectable ? [selectionColumn<Data>(label), ...props.columns] : props.columns), [isSelectable, label, props.columns]);
  const hideable = useMemo(() => props.columns.flatMap((column) => (column.id ?? accessorKey(column) ?? []) as string[]), [props.columns]);
  const stored = useSyncExternalStore(
    columnVisibilityStore.subscribe,
    () => columnVisibilityStore.read(props.id),
    () => null,
  );
  const columnVisibility: ColumnVisibilityState = useMemo(() => parseHiddenColumns(stored, hideable), [stored, hideable]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});

  const sorting: SortingState = useMemo(() => (view.sort ? [view.sort] : []), [view.sort]);
  const columnFilters: ColumnFiltersState = useMemo(() => Object.entries(view.filters).map(([id, value]) => ({ id, value })), [view.filters]);
  const pagination: PaginationState = paginate ? { pageIndex: view.pageIndex, pageSize: view.pageSize } : { pageIndex: 0, pageSize: Math.max(data.length, 1) };

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    state: { sorting, globalFilter: view.query, columnFilters, pagination, columnVisibility, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) => setView(withSort(view, functionalUpdate(updater, sorting)[0] ?? null), "push"),
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => columnVisibilityStore.write(props.id, functionalUpdate(updater, columnVisibility)),
    onRowSelectionChange: setRowSelection,
    enableRowSelection: props.canSelectRow ? (row: Row<DataTableFeatures, Data>) => props.canSelectRow!(row.original) : true,
    enableMultiSort: false,
    globalFilterFn: "includesString",
    getColumnCanGlobalFilter: (column) => column.accessorFn !== undefined,
    autoResetPageIndex: false,
    manualPagination: isServer || !paginate,
    manualSorting: isServer,
    manualFiltering: isServer,
    rowCount: server?.rowCount,
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const onRowKeyDown = useRowKeyboardNavigation(scrollRef);
  if (error && !isPending) {
    return <QueryErrorState title={errorTitle ?? `The ${label} could not be loaded`} error={error} onRetry={() => onRetry?.()} />;
  }
  const filtered = isFiltered(view);
  const totalRows = isServer ? server.rowCount : table.getFilteredRowModel().rows.length;
  if (!isPending && empty !== undefined && !filtered && (isServer ? data.length === 0 && view.pageIndex === 0 : data.length === 0)) return empty;

  const rows = table.getRowModel().rows;
  const selected = table.getFilteredSelectedRowModel().rows.map((row) => row.original);
  const clearSelection = () => setRowSelection({});
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const isVirtual = rows.length > virtualizeAbove;
  const pageCount = isServer && server.rowCount === undefined ? undefined : Math.max(table.getPageCount(), 1);
  const canNext = isServer && server.rowCount === undefined ? Boolean(server.hasNextPage) : view.pageIndex + 1 < (pageCount ?? 1);
  const renderRow = (row: Row<DataTableFeatures, Data>, ariaRowIndex?: number) => (
    <TableRow key={row.id} aria-rowindex={ariaRowIndex} data-state={row.getIsSelected() ? "selected" : undefined}>
      {row.getVisibleCells().map((cell) => {
        const { align, isRowHeader, className: columnClassName } = cell.column.columnDef.meta ?? {};
        const className = cn(align === "right" && "text-right tabular-nums", columnClassName);
        return isRowHeader ? (
          <TableHead key={cell.id} scope="row" className={cn("h-auto p-2 font-normal text-foreground", className)}>
            <table.FlexRender cell={cell} />
          </TableHead>
        ) : (
          <TableCell key={cell.id} className={className}>
            <table.FlexRender cell={cell} />
          </TableCell>
        );
      })}
    </TableRow>
  );

  return (
    <RowLabelContext value={rowLabel ?? String}>
      <div className="space-y-3">
        {props.searchLabel || filters.length > 0 || canHideColumns || selected.length > 0 ? (
          <DataTableToolbar
            table={table}
            tableLabel={label}
            query={view.query}
            onQueryChange={(query) => setView(withQuery(view, query), "replace")}
            searchLabel={props.searchLabel}
            filters={filters}
            filterValues={view.filters}
            onFilterChange={(columnId, value) => setView(withFilter(view, columnId, value), "push")}
            selectedCount={selected.length}
            onClearSelection={clearSelection}
            bulkActions={bulkActions && selected.length > 0 ? bulkActions(selected, clearSelection) : undefined}
            canHideColumns={canHideColumns}
          />
        ) : null}
        <div
          ref={scrollRef}
          // Without scroll anchoring: the browser would move the scroll position each time rows above the view
          // are swapped for space, and each move would draw the rows again.
          className={cn(
            isVirtual &&
              "max-h-[70vh] scroll-pt-11 overflow-auto rounded-md [overflow-anchor:none] focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
          )}
          {...(isVirtual ? { role: "region", "aria-label": `All ${label}, scrollable`, tabIndex: 0 } : {})}
          onKeyDown={onRowKeyDown}
        >
          <Table
            isInScrollRegion={isVirtual}
            scrollLabel={isVirtual ? undefined : props.scrollLabel}
            aria-label={label}
            aria-busy={isPending || undefined}
            aria-rowcount={isVirtual ? rows.length + 1 : undefined}
          >
            <TableHeader className={cn(isVirtual && "sticky top-0 z-10 [&_th]:bg-background [&_th]:shadow-[inset_0_-1px_0_var(--color-border)]")}>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id} aria-rowindex={isVirtual ? 1 : undefined} className="hover:bg-transparent">
                  {group.headers.map((header) => (
                    <TableHead
                      key={header.id}
                      aria-sort={ariaSort(header.column.getIsSorted())}
                      className={cn(header.column.columnDef.meta?.align === "right" && "text-right", header.column.columnDef.meta?.className)}
                    >
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <SortHeader header={header}>
                          <table.FlexRender header={header} />
                        </SortHeader>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </TableHead>
                  ))}
                </TableRow>
              ))}
            </TableHeader>
            {isPending ? (
              <PendingRows columnCount={visibleColumnCount} />
            ) : rows.length === 0 ? (
              <MessageRow columnCount={visibleColumnCount}>
                {filtered ? (
                  <>
                    No {label} match these filters.{" "}
                    <Button type="button" variant="link" className="h-auto p-0" onClick={() => setView(withoutFilters(view), "push")}>
                      Clear the filters
                    </Button>
                  </>
                ) : view.pageIndex > 0 ? (
                  <>
                    This page is past the end of the list.{" "}
                    <Button type="button" variant="link" className="h-auto p-0" onClick={() => setView(withPage(view, 0), "push")}>
                      Go to the first page
                    </Button>
                  </>
                ) : (
                  `No ${label}.`
                )}
              </MessageRow>
            ) : isVirtual ? (
              <VirtualRows rows={rows} renderRow={renderRow} scrollRef={scrollRef} columnCount={visibleColumnCount} />
            ) : (
              <PlainRows rows={rows} renderRow={renderRow} />
            )}
            {props.footer}
          </Table>
          {isPending ? (
            <span className="sr-only" role="status">
              Loading {label}
            </span>
          ) : null}
        </div>
        {paginate ? (
          <DataTablePagination
            tableLabel={label}
            pageIndex={view.pageIndex}
            pageSize={view.pageSize}
            pageSizes={config.pageSizes}
            pageCount={pageCount}
            rowCount={totalRows}
            canNext={canNext}
            onPage={(pageIndex) => setView(withPage(view, pageIndex), "push")}
            onPageSize={(pageSize) => setView(withPageSize(view, pageSize), "push")}
          />
        ) : null}
      </div>
    </RowLabelContext>
  );
}

function accessorKey<Data extends object>(column: DataTableColumn<Data>): string | undefined {
  return "accessorKey" in column && typeof column.accessorKey === "string" ? column.accessorKey : undefined;
}
