"use client";

import { useMemo } from "react";

import type { DataTableFilter } from "./data-table-toolbar";
import type { DataTableColumn } from "./features";
import type { TableSort, TableViewConfig } from "./url-state";
import { useTableView, type TableViewBinding } from "./use-table-view";

export type DataTableViewOptions<Data extends object> = {
  /** The table's id: its address parameters' prefix and the key its hidden columns are remembered by. */
  id: string;
  columns: readonly DataTableColumn<Data>[];
  filters?: readonly DataTableFilter[];
  defaultSort?: TableSort | null;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
};

const defaultPageSizes = [25, 50, 100] as const;

/** The ids of the columns that sort: those with an accessor, unless they say `enableSorting: false`. */
function sortableIds<Data extends object>(columns: readonly DataTableColumn<Data>[]): string[] {
  return columns.flatMap((column) => {
    if (column.enableSorting === false) return [];
    const id = column.id ?? ("accessorKey" in column && typeof column.accessorKey === "string" ? column.accessorKey : undefined);
    const hasAccessor = "accessorKey" in column || "accessorFn" in column;
    return id && hasAccessor ? [id] : [];
  });
}

/**
 * A list's view bound to the address, from its columns and filters. `DataTable` calls it for itself; a list
 * whose rows the API pages calls it first, to put the view into its query, and hands it to `DataTable`.
 */
export function useDataTableView<Data extends object>(options: DataTableViewOptions<Data>): TableViewBinding {
  const { id, columns, filters, defaultSort = null, pageSizes = defaultPageSizes, defaultPageSize = pageSizes[0] ?? 25 } = options;
  const config: TableViewConfig = useMemo(
    () => ({
      prefix: id,
      sortable: sortableIds(columns),
      filterable: Object.fromEntries((filters ?? []).map((filter) => [filter.columnId, filter.options.map((option) => option.value)])),
      pageSizes,
      defaultPageSize,
      defaultSort,
    }),
    // The sort is compared by value, so a literal written in the caller's render does not rebind the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, columns, filters, pageSizes, defaultPageSize, defaultSort?.id, defaultSort?.desc],
  );
  return useTableView(config);
}
