import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { PackSummaryPage } from "@/lib/schemas/console/packs";
import { countOf } from "@/lib/utils/plural";

type Props = { page: PackSummaryPage; onPage: (page: number) => void };

/** Previous and next page of the packs list, with where the reader is. */
export function PacksPagination({ page, onPage }: Props) {
  if (page.totalPages <= 1) return null;
  return (
    <nav aria-label="Pages of packs" className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
      <span>
        Page {page.currentPage} of {page.totalPages} · {countOf(page.totalItems, "pack")}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!page.hasPreviousPage} onClick={() => onPage(page.currentPage - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!page.hasNextPage} onClick={() => onPage(page.currentPage + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
