import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@/components/ui/button";
import { countOf } from "@/lib/utils/plural";

import { auditPagination } from "./audit-pagination";

type Props = { total: number; page: number; pageSize: number; onPage: (page: number) => void };

/** Where the shown entries sit in the filtered log, and the way to the pages around them. */
export function AuditPager({ total, page, pageSize, onPage }: Props) {
  const { pageCount, firstShown, lastShown, hasPrevious, hasNext } = auditPagination(total, page, pageSize);
  return (
    <nav aria-label="Audit log pages" className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {firstShown}–{lastShown} of {countOf(total, "entry", "entries")} · page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
