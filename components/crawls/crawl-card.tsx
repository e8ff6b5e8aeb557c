import { CalendarClock, Globe } from "lucide-react";

import { Timestamp } from "@/components/ui/timestamp";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { CrawlActions } from "./crawl-actions";
import { crawlRunAnnouncement, crawlSettingsSummary, frequencyLabel } from "./crawl-labels";
import { CrawlPagesDisclosure } from "./crawl-pages-disclosure";
import { CrawlRunSummary } from "./crawl-run-summary";
import { CrawlStatusBadge } from "./crawl-status-badge";

type Props = { organizationId: string; agentId: string; crawl: CrawlView };

/** One website the agent learns from: where it starts, its schedule, its actions, and its latest crawl live. */
export function CrawlCard({ organizationId, agentId, crawl }: Props) {
  const idPrefix = `crawl-${crawl.id}`;
  const titleId = `${idPrefix}-title`;
  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <h3 id={titleId} className="min-w-0 break-all font-mono text-sm font-semibold">
              {crawl.url}
            </h3>
            <CrawlStatusBadge crawl={crawl} />
          </div>
          <p className="text-sm text-muted-foreground">{crawlSettingsSummary(crawl)}.</p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
            {crawl.frequency === "manual" ? (
              "Manual: runs only when started."
            ) : (
              <span>
                {frequencyLabel(crawl.frequency)}: next crawl <Timestamp value={crawl.nextRunAt} empty="after the one in progress" />.
              </span>
            )}
          </p>
        </div>
        <CrawlActions organizationId={organizationId} agentId={agentId} crawl={crawl} titleId={titleId} />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {`Crawl of ${crawl.url}: ${crawlRunAnnouncement(crawl)}`}
      </p>
      <CrawlRunSummary crawl={crawl} idPrefix={idPrefix} />
      <CrawlPagesDisclosure organizationId={organizationId} agentId={agentId} crawl={crawl} idPrefix={idPrefix} />
    </article>
  );
}
