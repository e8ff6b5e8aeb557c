"use client";

import { useMemo, type ReactNode } from "react";

import { DataTable } from "@/components/ui/data-table/data-table";
import { dataTableColumns, type DataTableColumn } from "@/components/ui/data-table/features";
import { TableFooter, TableHead, TableCell, TableRow } from "@/components/ui/table";

/** A column of figures; with `value` it sorts by it. */
export type DataColumn<Row> = { key: string; label: string; cell: (row: Row) => ReactNode; value?: (row: Row) => number | string; isNumeric?: boolean };

type Props<Row extends object> = {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column: what each row is (a period, an agent, a channel); `value` sorts it (a period's start). */
  rowHeader: Omit<DataColumn<Row>, "key" | "isNumeric">;
  columns: readonly DataColumn<Row>[];
  footer?: { label: string; cells: readonly ReactNode[] };
};

/** The table's id in the address (`<id>.sort`): the caption's words, unique among a page's charts. */
const tableId = (caption: string) =>
  `chart-${caption
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

function chartColumns<Row extends object>(rowHeader: Props<Row>["rowHeader"], columns: readonly DataColumn<Row>[]): DataTableColumn<Row>[] {
  const column = dataTableColumns<Row>();
  const toColumn = ({ key, label, cell, value, isNumeric }: DataColumn<Row>, isRowHeader: boolean) => {
    const meta = { isRowHeader, align: isNumeric ? ("right" as const) : undefined, cannotHide: true };
    return value
      ? column.accessor((row) => value(row), { id: key, header: label, meta, cell: ({ row }) => cell(row.original) })
      : column.display({ id: key, header: label, meta, cell: ({ row }) => cell(row.original) });
  };
  return [toColumn({ key: "row", ...rowHeader }, true), ...columns.map((entry) => toColumn(entry, false))];
}

/**
 * A chart's figures as a table: the accessible alternative to the drawing, and the place to read exact values.
 * Every row is in the page (none virtualised, no pages), each named by its row header; the columns with values sort.
 */
export function ChartDataTable<Row extends object>({ caption, rows, rowKey, rowHeader, columns, footer }: Props<Row>) {
  const tableColumns = useMemo(() => chartColumns(rowHeader, columns), [rowHeader, columns]);
  return (
    <div className="max-h-80 overflow-auto rounded-md border" tabIndex={0} role="region" aria-label={caption}>
      <DataTable
        id={tableId(caption)}
        label={caption}
        columns={tableColumns}
        data={rows}
        getRowId={rowKey}
        paginate={false}
        virtualizeAbove={Number.POSITIVE_INFINITY}
        canHideColumns={false}
        footer={
          footer ? (
            <TableFooter>
              <TableRow>
                <TableHead scope="row">{footer.label}</TableHead>
                {footer.cells.map((cell, index) => (
                  <TableCell key={columns[index]?.key ?? index} className="text-right font-medium tabular-nums">
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          ) : undefined
        }
      />
    </div>
  );
}
