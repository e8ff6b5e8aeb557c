import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_equalsString,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";

/** What a column says about itself beyond TanStack's definition. */
export type DataTableColumnMeta = {
  /** The column's name in the column menu, when its header is not plain text. */
  label?: string;
  /** Numbers read best right-aligned. */
  align?: "right";
  /** A column that is always shown (the name that identifies a row, the row's actions). */
  cannotHide?: boolean;
  /** The column that names each row, read by screen readers as the row's header (`<th scope="row">`). */
  isRowHeader?: boolean;
  /** Classes for the column's header and cells (the checkbox column's tight padding). */
  className?: string;
};

/** Every list's features: one set, so columns written for one list work in any other. */
export const dataTableFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString, equalsString: filterFn_equalsString },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnVisibilityFeature,
  rowSelectionFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

// TanStack's column type is invariant in its value type; a list mixes columns of several value types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>;

/** The column helper for a list of `Row`: `const column = dataTableColumns<Agent>()`, then `column.accessor(…)`. */
export function dataTableColumns<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}
