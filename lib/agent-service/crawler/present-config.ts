import "server-only";

import type { DatabaseExecutor } from "@/lib/db";
import {
  builtInCrawlerType,
  listedCrawlPagesLimit,
  type CrawlRunResponse,
  type ScrapingConfigResponse,
  crawlingStatuses,
} from "@/lib/schemas/agent-api/scraping";

import { countRunPages, pagesWithStatus } from "./crawl-pages";
import { latestRun, type CrawlRun, type ScrapingConfig } from "./crawl-runs";

const iso = (date: Date | null) => date?.toISOString() ?? null;

type CrawlingStatus = (typeof crawlingStatuses)[number];

const crawlingStatusOf: Record<CrawlRun["status"], CrawlingStatus> = {
  queued: "in_progress",
  running: "in_progress",
  completed: "completed",
  failed: "failed",
  cancelled: "canceled",
};

/** A run as the API shows it: its counts, and the failed and skipped pages with their reasons. */
export async function crawlRunView(db: DatabaseExecutor, run: CrawlRun): Promise<CrawlRunResponse> {
  const [counts, failed, skipped] = await Promise.all([
    countRunPages(db, run.id),
    pagesWithStatus(db, run.id, "failed", listedCrawlPagesLimit),
    pagesWithStatus(db, run.id, "skipped", listedCrawlPagesLimit),
  ]);
  return {
    id: run.id,
    status: run.status,
    ...counts,
    error: run.error,
    cancelRequestedAt: iso(run.cancelRequestedAt),
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    createdAt: run.createdAt.toISOString(),
    failedPages: failed.map((page) => ({ url: page.url, reason: page.reason ?? "failed", httpStatus: page.httpStatus })),
    skippedPages: skipped.map((page) => ({ url: page.url, reason: page.reason ?? "skipped" })),
  };
}

/** The configuration in the real deployment's ScrapingConfigResponseDTO words, with this service's extensions. */
export function presentScrapingConfig(config: ScrapingConfig, lastRun: CrawlRunResponse | null): ScrapingConfigResponse {
  return {
    id: config.id,
    agentId: config.agentId,
    url: config.url,
    startCrawledAt: lastRun?.startedAt ?? null,
    endCrawledAt: lastRun?.finishedAt ?? null,
    crawlerType: builtInCrawlerType,
    crawlFormat: "CONTENT",
    excludeUrls: config.excludePaths,
    pageLimit: config.pageLimit,
    maxDepth: config.maxDepth,
    frequency: config.frequency,
    autoUpload: config.autoUpload,
    crawlingStatus: lastRun ? crawlingStatusOf[lastRun.status] : "not_started",
    includePaths: config.includePaths,
    excludePaths: config.excludePaths,
    allowedHosts: config.allowedHosts,
    nextRunAt: iso(config.nextRunAt),
    createdAt: config.createdAt.toISOString(),
    updatedAt: config.updatedAt.toISOString(),
    lastRun,
  };
}

/** The configuration with its latest run, read from the database. */
export async function scrapingConfigView(db: DatabaseExecutor, config: ScrapingConfig): Promise<ScrapingConfigResponse> {
  const run = await latestRun(db, config.id);
  return presentScrapingConfig(config, run ? await crawlRunView(db, run) : null);
}
