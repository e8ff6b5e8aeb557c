"use client";

import type { Header } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";

import type { DataTableFeatures } from "./features";

/** `aria-sort` for a column's header cell: said only on the sorted column, as ARIA asks. */
export function ariaSort(direction: false | "asc" | "desc"): "ascending" | "descending" | undefined {
  if (direction === "asc") return "ascending";
  if (direction === "desc") return "descending";
  return undefined;
}

/** A sortable column's header: a button that cycles ascending, descending, unsorted, with the direction drawn. */
export function SortHeader<Row extends object>({ header, children }: { header: Header<DataTableFeatures, Row, unknown>; children: ReactNode }) {
  const direction = header.column.getIsSorted();
  const Icon = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className="-mx-2 inline-flex h-8 items-center gap-1 rounded-md px-2 font-medium hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {children}
      <Icon aria-hidden="true" className={direction ? "size-3.5 text-foreground" : "size-3.5 opacity-50"} />
    </button>
  );
}
