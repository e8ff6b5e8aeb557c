"use client";

import type { Row } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useCallback, type ReactNode, type RefObject } from "react";

import { Skeleton } from "@/components/ui/skeleton";
import { TableBody, TableCell, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils/cn";

import type { DataTableFeatures } from "./features";

type RenderRow<Data extends object> = (row: Row<DataTableFeatures, Data>, ariaRowIndex?: number) => ReactNode;

/** Rows while the first answer is on its way: the list's shape, hidden from screen readers (the table is busy). */
export function PendingRows({ columnCount, rows = 5 }: { columnCount: number; rows?: number }) {
  return (
    <TableBody aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <TableRow key={index} className="hover:bg-transparent">
          {Array.from({ length: columnCount }, (_, column) => (
            <TableCell key={column}>
              <Skeleton className="h-5 w-full min-w-8" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}

/** One row across the table saying why it shows nothing, with what to do about it. */
export function MessageRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <TableBody>
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={columnCount} className="py-10 text-center whitespace-normal text-muted-foreground">
          {children}
        </TableCell>
      </TableRow>
    </TableBody>
  );
}

export function PlainRows<Data extends object>({ rows, renderRow }: { rows: Row<DataTableFeatures, Data>[]; renderRow: RenderRow<Data> }) {
  return <TableBody>{rows.map((row) => renderRow(row))}</TableBody>;
}

/** The height every row is counted at: the kit's row with small buttons. */
const estimatedRowHeight = 49;

/**
 * Only the rows in view (and a few around them) are in the page; rows above and below are empty space of the
 * right height. Each drawn row says its place (`aria-rowindex`), the table its count (`aria-rowcount`). Rows are
 * not measured (a ResizeObserver per row costs more than it corrects): a row that wraps onto two lines only shifts
 * the rows below it a little.
 */
export function VirtualRows<Data extends object>({
  rows,
  renderRow,
  scrollRef,
  columnCount,
}: {
  rows: Row<DataTableFeatures, Data>[];
  renderRow: RenderRow<Data>;
  scrollRef: RefObject<HTMLDivElement | null>;
  columnCount: number;
}) {
  // A key function that changes makes the virtualizer measure every row again: it changes only with the rows.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler; the virtualizer re-renders the rows itself
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    getItemKey,
    overscan: 5,
    // Rows scrolled in are drawn in a task of their own, not inside the scroll event: the event, the render and
    // the browser's layout and paint of the new rows are then never one long task.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <TableBody>
      <Spacer height={before} columnCount={columnCount} />
      {items.map((item) => {
        const row = rows[item.index];
        return row ? <DrawnRow key={row.id} row={row} ariaRowIndex={item.index + 2} renderRow={renderRow} /> : null;
      })}
      <Spacer height={after} columnCount={columnCount} />
    </TableBody>
  );
}

/**
 * A row in view. Scrolling re-renders the virtual rows alone, with the same rows and the same `renderRow`: a row
 * that stays in view is not drawn again, only those scrolled in. Anything that changes a row (its data, the
 * selection, the columns) re-renders the table and so gives a new `renderRow`.
 */
const DrawnRow = memo(function DrawnRow<Data extends object>({ row, ariaRowIndex, renderRow }: DrawnRowProps<Data>) {
  return renderRow(row, ariaRowIndex);
}) as <Data extends object>(props: DrawnRowProps<Data>) => ReactNode;

type DrawnRowProps<Data extends object> = { row: Row<DataTableFeatures, Data>; ariaRowIndex: number; renderRow: RenderRow<Data> };

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className={cn("border-0")} style={{ height }}>
      <td colSpan={columnCount} className="p-0" />
    </tr>
  );
}
