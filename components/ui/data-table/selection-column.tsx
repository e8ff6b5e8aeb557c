"use client";

import type { Row, Table } from "@tanstack/react-table";
import { createContext, useContext } from "react";

import { Checkbox } from "@/components/ui/checkbox";

import type { DataTableColumn, DataTableFeatures } from "./features";

/** How the list names a row, for its checkbox: given by `DataTable`, so the column itself never changes. */
export const RowLabelContext = createContext<(row: never) => string>(() => "row");

/** The checkbox column a list with bulk actions starts with: "select all on this page", and one per row. */
export function selectionColumn<Data extends object>(tableLabel: string): DataTableColumn<Data> {
  return {
    id: "select",
    enableSorting: false,
    enableHiding: false,
    enableGlobalFilter: false,
    meta: { cannotHide: true, label: "Selection", className: "pr-0" },
    header: ({ table }) => <SelectPage table={table} label={`Select all ${tableLabel} on this page`} />,
    cell: ({ row }) => <SelectRow row={row} />,
  };
}

function SelectPage<Data extends object>({ table, label }: { table: Table<DataTableFeatures, Data>; label: string }) {
  const isAll = table.getIsAllPageRowsSelected();
  const isSome = table.getIsSomePageRowsSelected();
  return (
    <Checkbox
      aria-label={label}
      checked={isAll}
      ref={(element) => {
        if (element) element.indeterminate = isSome && !isAll;
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );
}

function SelectRow<Data extends object>({ row }: { row: Row<DataTableFeatures, Data> }) {
  const rowLabel = useContext(RowLabelContext) as (row: Data) => string;
  const label = `Select ${rowLabel(row.original)}`;
  return <Checkbox aria-label={label} checked={row.getIsSelected()} disabled={!row.getCanSelect()} onChange={row.getToggleSelectedHandler()} />;
}
