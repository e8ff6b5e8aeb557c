import "server-only";
import { and, eq, isNotNull, lte, min, ne } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcScrapingConfigs } from "@/lib/db/schema";

import { startCrawlRun } from "./crawl-runs";
import { nextRunAfter } from "./next-run";
import { crawlScheduleJobKind, ensureScheduleTick } from "./schedule-tick";
import { registerJobHandler, wakeJobWorker } from "../jobs/worker";

const isScheduled = and(ne(svcScrapingConfigs.frequency, "manual"), isNotNull(svcScrapingConfigs.nextRunAt));

/**
 * Starts the crawls that are due (one already running is left to finish: its end sets the next time),
 * moves each one's next time a period on, and makes sure the scheduler looks again at the earliest
 * next time. Answers how many crawls it started.
 */
export async function startDueCrawls(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select()
    .from(svcScrapingConfigs)
    .where(and(isScheduled, lte(svcScrapingConfigs.nextRunAt, now)));
  let started = 0;
  for (const config of due) {
    await db
      .update(svcScrapingConfigs)
      .set({ nextRunAt: nextRunAfter(config.frequency, now) })
      .where(and(eq(svcScrapingConfigs.id, config.id), lte(svcScrapingConfigs.nextRunAt, now)));
    if ((await startCrawlRun(db, config.id)).isStarted) started += 1;
  }
  const [next] = await db
    .select({ at: min(svcScrapingConfigs.nextRunAt) })
    .from(svcScrapingConfigs)
    .where(isScheduled);
  if (next?.at) await ensureScheduleTick(db, next.at);
  return started;
}

/** Persisted as a job, so a restart loses nothing: a crawl due while the server was down starts at the first tick. */
registerJobHandler(crawlScheduleJobKind, async (db) => {
  if ((await startDueCrawls(db)) > 0) wakeJobWorker();
});
