import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { ConversationUsersPage } from "@/lib/schemas/console/agent-users";

type Props = { page: ConversationUsersPage; isFetching: boolean; onPage: (page: number) => void };

/** "Page 2 of 5 · 93 users", with the previous and next pages. */
export function ConversationUsersPager({ page, isFetching, onPage }: Props) {
  return (
    <nav aria-label="Pages of conversation users" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        Page {page.page} of {Math.max(page.totalPages, 1)} · {page.totalItems} {page.totalItems === 1 ? "user" : "users"}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!page.hasPreviousPage || isFetching} onClick={() => onPage(page.page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!page.hasNextPage || isFetching} onClick={() => onPage(page.page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
