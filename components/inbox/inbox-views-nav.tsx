"use client";

import Link from "next/link";

import { useCurrentInView } from "@/components/ui/use-current-in-view";
import { inboxSearchString, type InboxSearch } from "@/lib/console/inbox/inbox-search";
import { inboxViews, type InboxViewId } from "@/lib/console/inbox/inbox-views";
import { inboxHref } from "@/lib/queries/inbox/inbox-hrefs";
import { cn } from "@/lib/utils/cn";

type Props = { search: InboxSearch; counts: Record<InboxViewId, number> | undefined };

/** The queues, each with how many conversations it holds; the current one is marked, and kept in view where the row scrolls (a phone). */
export function InboxViewsNav({ search, counts }: Props) {
  const row = useCurrentInView<HTMLUListElement>(search.view);
  return (
    <nav aria-label="Inbox views">
      <ul ref={row} className="relative flex gap-1 overflow-x-auto overscroll-x-contain lg:flex-wrap 2xl:flex-col">
        {inboxViews.map((view) => {
          const isCurrent = view.id === search.view;
          const count = counts?.[view.id];
          return (
            <li key={view.id} className="shrink-0">
              <Link
                href={`${inboxHref}${inboxSearchString({ ...search, view: view.id })}`}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground",
                  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                  isCurrent && "bg-accent font-semibold text-accent-foreground",
                )}
              >
                <span>{view.label}</span>
                {count === undefined ? null : (
                  <span
                    className={cn(
                      "min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums",
                      view.id === "waiting" && count > 0 ? "bg-warning text-warning-foreground" : "bg-muted text-muted-foreground",
                    )}
                  >
                    {count}
                    <span className="sr-only"> conversations</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
