import type { ReactNode } from "react";

import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export type DataColumn<Row> = { key: string; label: string; cell: (row: Row) => ReactNode; isNumeric?: boolean };

type Props<Row> = {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column: what each row is (a period, an agent, a channel). */
  rowHeader: { label: string; cell: (row: Row) => ReactNode };
  columns: readonly DataColumn<Row>[];
  footer?: { label: string; cells: readonly ReactNode[] };
};

/** A chart's figures as a table: the accessible alternative to the drawing, and the place to read exact values. */
export function ChartDataTable<Row>({ caption, rows, rowKey, rowHeader, columns, footer }: Props<Row>) {
  return (
    <div className="max-h-80 overflow-auto rounded-md border" tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{rowHeader.label}</TableHead>
            {columns.map((column) => (
              <TableHead key={column.key} scope="col" className={column.isNumeric ? "text-right" : undefined}>
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              <TableHead scope="row" className="font-normal">
                {rowHeader.cell(row)}
              </TableHead>
              {columns.map((column) => (
                <TableCell key={column.key} className={column.isNumeric ? "text-right tabular-nums" : undefined}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {footer ? (
          <TableFooter>
            <TableRow>
              <TableHead scope="row">{footer.label}</TableHead>
              {footer.cells.map((cell, index) => (
                <TableCell key={columns[index]?.key ?? index} className="text-right tabular-nums font-medium">
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </div>
  );
}
