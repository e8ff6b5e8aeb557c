import "server-only";
import { z } from "zod";

import type { Database } from "@/lib/db";
import type { svcScrapingConfigs } from "@/lib/db/schema";

import { enqueueJob } from "../jobs/queue";

/** Jobs of this kind crawl one run, a slice at a time; each slice queues the next until the run is done. */
export const crawlJobKind = "crawl";

/** The configuration as it was when the run was requested: a run keeps these settings to its end. */
export const crawlSettings = z.object({
  url: z.string(),
  pageLimit: z.number().int().min(1),
  maxDepth: z.number().int().min(0),
  includePaths: z.array(z.string()),
  excludePaths: z.array(z.string()),
  allowedHosts: z.array(z.string()),
  autoUpload: z.boolean(),
});

export type CrawlSettings = z.infer<typeof crawlSettings>;

export function settingsOf(config: typeof svcScrapingConfigs.$inferSelect): CrawlSettings {
  const { url, pageLimit, maxDepth, includePaths, excludePaths, allowedHosts, autoUpload } = config;
  return { url, pageLimit, maxDepth, includePaths, excludePaths, allowedHosts, autoUpload };
}

/** Queues the next slice of a run; call `wakeJobWorker()` once the transaction it is in has committed. */
export async function enqueueCrawlSlice(db: Database, runId: string, settings: CrawlSettings): Promise<void> {
  await enqueueJob(db, { kind: crawlJobKind, subjectId: runId, payload: { settings }, maxAttempts: 3 });
}
