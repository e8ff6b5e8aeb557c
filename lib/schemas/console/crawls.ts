import { z } from "zod";

import { crawlPageStatuses, crawlRunStatuses, scrapingFrequencies } from "@/lib/schemas/agent-api/scraping";

/** Where a configuration stands: its latest crawl's status, or `never` before the first. */
export const crawlStatuses = ["never", ...crawlRunStatuses] as const;
export type CrawlStatus = (typeof crawlStatuses)[number];

export const crawlFailedPageView = z.object({ url: z.string(), reason: z.string(), httpStatus: z.number().nullable() });
export const crawlSkippedPageView = z.object({ url: z.string(), reason: z.string() });

/** One crawl as the browser sees it: its counts and the pages that failed or were skipped, each with why. */
export const crawlRunView = z.object({
  id: z.string(),
  status: z.enum(crawlRunStatuses),
  pagesFound: z.number(),
  pagesFetched: z.number(),
  pagesIndexed: z.number(),
  pagesFailed: z.number(),
  pagesSkipped: z.number(),
  error: z.string().nullable(),
  cancelRequestedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  failedPages: z.array(crawlFailedPageView),
  skippedPages: z.array(crawlSkippedPageView),
});
export type CrawlRunView = z.output<typeof crawlRunView>;

/**
 * A scraping configuration of an agent as the browser sees it. Fields a real deployment may not report
 * (the lists, the schedule, the latest crawl's details) are null or empty rather than missing.
 */
export const crawlView = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(crawlStatuses),
  frequency: z.enum(scrapingFrequencies),
  pageLimit: z.number(),
  maxDepth: z.number(),
  autoUpload: z.boolean(),
  includePaths: z.array(z.string()),
  excludePaths: z.array(z.string()),
  allowedHosts: z.array(z.string()),
  nextRunAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  lastRun: crawlRunView.nullable(),
});
export type CrawlView = z.output<typeof crawlView>;
export const crawlList = z.array(crawlView);

/** One page of the latest crawl as the browser sees it: what became of it, and why. */
export const crawlPageView = z.object({
  url: z.string(),
  status: z.enum(crawlPageStatuses),
  depth: z.number(),
  title: z.string().nullable(),
  httpStatus: z.number().nullable(),
  reason: z.string().nullable(),
});
export type CrawlPageView = z.output<typeof crawlPageView>;

/** A page of the latest crawl's pages, in the API's page envelope. */
export const crawlPagesView = z.object({
  currentPage: z.number(),
  pageSize: z.number(),
  totalItems: z.number(),
  totalPages: z.number(),
  data: z.array(crawlPageView),
});
export type CrawlPagesView = z.output<typeof crawlPagesView>;
