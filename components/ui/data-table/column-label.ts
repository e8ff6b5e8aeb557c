import type { Column } from "@tanstack/react-table";

import type { DataTableFeatures } from "./features";

/** A column's name for menus: its `meta.label`, else its header when that is text, else its id. */
export function columnLabel<Row extends object>(column: Column<DataTableFeatures, Row, unknown>): string {
  const { meta, header } = column.columnDef;
  return meta?.label ?? (typeof header === "string" ? header : column.id);
}
