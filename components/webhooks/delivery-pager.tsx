import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@/components/ui/button";

import { pageSummary } from "./page-summary";

type Props = {
  /** What the pages are of, for the navigation's name, e.g. "Delivery pages". */
  label: string;
  loaded: Parameters<typeof pageSummary>[0];
  onPage: (page: number) => void;
};

/** Which deliveries a page shows, with buttons to the newer and older pages. */
export function DeliveryPager({ label, loaded, onPage }: Props) {
  const summary = pageSummary(loaded);
  return (
    <nav className="flex items-center justify-between gap-2" aria-label={label}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary.text}
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" disabled={!summary.hasPrevious} onClick={() => onPage(loaded.page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Newer
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={!summary.hasNext} onClick={() => onPage(loaded.page + 1)}>
          Older
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
