import type { z } from "zod";

import type { crawlingStatuses, scrapingConfigResponse } from "@/lib/schemas/agent-api/scraping";
import type { CrawlStatus, CrawlView } from "@/lib/schemas/console/crawls";

type UpstreamConfig = z.output<typeof scrapingConfigResponse>;

const statusOfCrawlingStatus: Record<(typeof crawlingStatuses)[number], CrawlStatus> = {
  not_started: "never",
  in_progress: "running",
  completed: "completed",
  failed: "failed",
  canceled: "cancelled",
};

/**
 * A configuration as the Crawls tab shows it. The latest crawl's own status wins; a deployment that
 * reports only `crawlingStatus` (and no crawl details) still gets a status, with its start and end times.
 */
export function toCrawlView(config: UpstreamConfig): CrawlView {
  const run = config.lastRun ?? null;
  return {
    id: config.id,
    url: config.url,
    status: run ? run.status : statusOfCrawlingStatus[config.crawlingStatus],
    frequency: config.frequency,
    pageLimit: config.pageLimit,
    maxDepth: config.maxDepth,
    autoUpload: config.autoUpload,
    includePaths: config.includePaths ?? [],
    excludePaths: config.excludePaths ?? config.excludeUrls ?? [],
    allowedHosts: config.allowedHosts ?? [],
    nextRunAt: config.nextRunAt ?? null,
    startedAt: run?.startedAt ?? config.startCrawledAt,
    finishedAt: run?.finishedAt ?? config.endCrawledAt,
    createdAt: config.createdAt ?? null,
    lastRun: run && {
      id: run.id,
      status: run.status,
      pagesFound: run.pagesFound,
      pagesFetched: run.pagesFetched,
      pagesIndexed: run.pagesIndexed,
      pagesFailed: run.pagesFailed,
      pagesSkipped: run.pagesSkipped,
      error: run.error,
      cancelRequestedAt: run.cancelRequestedAt,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      createdAt: run.createdAt,
      failedPages: run.failedPages.map(({ url, reason, httpStatus }) => ({ url, reason, httpStatus })),
      skippedPages: run.skippedPages.map(({ url, reason }) => ({ url, reason })),
    },
  };
}
