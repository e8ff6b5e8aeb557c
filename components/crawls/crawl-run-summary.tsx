import { AlertTriangle } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Progress } from "@/components/ui/progress";
import { Timestamp } from "@/components/ui/timestamp";
import { isCrawlActive } from "@/lib/queries/crawls/crawl-polling";
import type { CrawlView } from "@/lib/schemas/console/crawls";
import { countOf } from "@/lib/utils/plural";

import { crawlDuration, crawlProgress } from "./crawl-labels";
import { CrawlFailedPages, CrawlSkippedPages } from "./crawl-page-lists";
import { CrawlRunCounts } from "./crawl-run-counts";

/** The latest crawl: its progress while it runs, its counts, when it ran, why it failed, and each page that failed. */
export function CrawlRunSummary({ crawl, idPrefix }: { crawl: CrawlView; idPrefix: string }) {
  const run = crawl.lastRun;
  if (!run) {
    return crawl.startedAt || crawl.finishedAt ? (
      <p className="text-sm text-muted-foreground">
        Last crawl started <Timestamp value={crawl.startedAt} empty="—" />
        {crawl.finishedAt ? (
          <>
            , finished <Timestamp value={crawl.finishedAt} empty="—" />
          </>
        ) : null}
        .
      </p>
    ) : (
      <p className="text-sm text-muted-foreground">
        {crawl.autoUpload
          ? "Not crawled yet. Run it to fetch the pages and add them to the agent's knowledge."
          : "Not crawled yet. Run it to see which pages it finds; they are not added to the agent's knowledge."}
      </p>
    );
  }
  const isActive = isCrawlActive(run.status);
  const progress = crawlProgress(run);
  const duration = run.finishedAt ? crawlDuration(run.startedAt, run.finishedAt, 0) : undefined;
  return (
    <div className="space-y-3">
      {isActive ? (
        <div className="space-y-1">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span id={`${idPrefix}-progress`}>
              {run.status === "queued" ? "Waiting to start…" : `${progress.done} of ${countOf(progress.total, "page")} done`}
            </span>
            <span aria-hidden="true">{progress.percent}%</span>
          </div>
          <Progress value={progress.percent} aria-labelledby={`${idPrefix}-progress`} />
        </div>
      ) : null}
      <CrawlRunCounts run={run} />
      <p className="text-xs text-muted-foreground">
        {run.startedAt ? (
          <>
            Started <Timestamp value={run.startedAt} empty="—" />
          </>
        ) : (
          <>
            Queued <Timestamp value={run.createdAt} empty="—" />
          </>
        )}
        {run.finishedAt ? (
          <>
            {" · "}
            {run.status === "cancelled" ? "Cancelled" : "Finished"} <Timestamp value={run.finishedAt} empty="—" />
            {duration ? ` · took ${duration}` : null}
          </>
        ) : null}
      </p>
      {run.status === "failed" && run.error ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>The crawl failed</AlertTitle>
          <AlertDescription>{run.error}</AlertDescription>
        </Alert>
      ) : null}
      <CrawlFailedPages run={run} headingId={`${idPrefix}-failed`} />
      <CrawlSkippedPages run={run} />
    </div>
  );
}
