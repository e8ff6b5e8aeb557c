"use client";

import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { useId } from "react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type Props = {
  tableLabel: string;
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** Known when the list's size is known; a server list that only says whether more follows leaves it out. */
  pageCount: number | undefined;
  rowCount: number | undefined;
  canNext: boolean;
  onPage: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** Below a list: where in it the page is, the page size, and the way to the other pages. */
export function DataTablePagination({ tableLabel, pageIndex, pageSize, pageSizes, pageCount, rowCount, canNext, onPage, onPageSize }: Props) {
  const sizeId = useId();
  const canPrevious = pageIndex > 0;
  const first = pageIndex * pageSize + 1;
  const position =
    rowCount === undefined ? `Page ${pageIndex + 1}` : rowCount === 0 ? "No rows" : `${first}–${Math.min(rowCount, first + pageSize - 1)} of ${rowCount}`;
  return (
    <nav aria-label={`Pages of ${tableLabel}`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite" className="text-muted-foreground">
        {position}
        {pageCount !== undefined && pageCount > 0 ? ` · page ${Math.min(pageIndex + 1, pageCount)} of ${pageCount}` : ""}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={sizeId} className="font-normal text-muted-foreground">
          Rows per page
        </Label>
        <Select value={String(pageSize)} onValueChange={(value) => onPageSize(Number(value))}>
          <SelectTrigger id={sizeId} size="sm" className="w-20">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {pageSizes.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button type="button" variant="outline" size="icon" aria-label="First page" disabled={!canPrevious} onClick={() => onPage(0)}>
          <ChevronsLeft aria-hidden="true" />
        </Button>
        <Button type="button" variant="outline" size="icon" aria-label="Previous page" disabled={!canPrevious} onClick={() => onPage(pageIndex - 1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button type="button" variant="outline" size="icon" aria-label="Next page" disabled={!canNext} onClick={() => onPage(pageIndex + 1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
        {pageCount !== undefined ? (
          <Button type="button" variant="outline" size="icon" aria-label="Last page" disabled={!canNext} onClick={() => onPage(pageCount - 1)}>
            <ChevronsRight aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
