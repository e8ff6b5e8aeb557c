import "server-only";
import { and, desc, eq, inArray, notInArray } from "drizzle-orm";

import type { Database, DatabaseExecutor } from "@/lib/db";
import { svcCrawlRuns, svcScrapingConfigs } from "@/lib/db/schema";

import { enqueueCrawlSlice, settingsOf } from "./crawl-queue";
import { nextRunAfter } from "./next-run";
import { ensureScheduleTick } from "./schedule-tick";

export type CrawlRun = typeof svcCrawlRuns.$inferSelect;
export type ScrapingConfig = typeof svcScrapingConfigs.$inferSelect;

export const activeRunStatuses = ["queued", "running"] as const satisfies CrawlRun["status"][];

/** Finished runs kept per configuration (with their pages), the newest ones. */
const keptRuns = 10;

export async function latestRun(db: DatabaseExecutor, configId: string): Promise<CrawlRun | undefined> {
  const [run] = await db.select().from(svcCrawlRuns).where(eq(svcCrawlRuns.configId, configId)).orderBy(desc(svcCrawlRuns.createdAt)).limit(1);
  return run;
}

async function activeRun(db: DatabaseExecutor, configId: string): Promise<CrawlRun | undefined> {
  const [run] = await db
    .select()
    .from(svcCrawlRuns)
    .where(and(eq(svcCrawlRuns.configId, configId), inArray(svcCrawlRuns.status, activeRunStatuses)))
    .limit(1);
  return run;
}

async function pruneOldRuns(db: DatabaseExecutor, configId: string): Promise<void> {
  const newest = db
    .select({ id: svcCrawlRuns.id })
    .from(svcCrawlRuns)
    .where(eq(svcCrawlRuns.configId, configId))
    .orderBy(desc(svcCrawlRuns.createdAt))
    .limit(keptRuns - 1);
  await db.delete(svcCrawlRuns).where(and(eq(svcCrawlRuns.configId, configId), notInArray(svcCrawlRuns.id, newest)));
}

export type RunStart = { isStarted: true; run: CrawlRun } | { isStarted: false; reason: "running" | "missing" };

/**
 * Queues a crawl of the configuration with its current settings, unless one is queued or running
 * already. The configuration's row is locked meanwhile, so two requests cannot both start one. Call
 * `wakeJobWorker()` afterwards.
 */
export async function startCrawlRun(db: Database, configId: string): Promise<RunStart> {
  return db.transaction(async (tx): Promise<RunStart> => {
    const [config] = await tx.select().from(svcScrapingConfigs).where(eq(svcScrapingConfigs.id, configId)).for("update");
    if (!config) return { isStarted: false, reason: "missing" };
    if (await activeRun(tx, configId)) return { isStarted: false, reason: "running" };
    await pruneOldRuns(tx, configId);
    const [run] = await tx.insert(svcCrawlRuns).values({ configId, agentId: config.agentId }).returning();
    await enqueueCrawlSlice(tx, run!.id, settingsOf(config));
    return { isStarted: true, run: run! };
  });
}

/**
 * Asks the configuration's crawl to stop: a queued one is cancelled at once, a running one is marked
 * and stops at its next check (within a second). Answers the run, or undefined when none is active.
 */
export async function requestCancel(db: Database, configId: string): Promise<CrawlRun | undefined> {
  const now = new Date();
  const [queued] = await db
    .update(svcCrawlRuns)
    .set({ status: "cancelled", cancelRequestedAt: now, finishedAt: now })
    .where(and(eq(svcCrawlRuns.configId, configId), eq(svcCrawlRuns.status, "queued")))
    .returning();
  if (queued) return queued;
  const [running] = await db
    .update(svcCrawlRuns)
    .set({ cancelRequestedAt: now })
    .where(and(eq(svcCrawlRuns.configId, configId), eq(svcCrawlRuns.status, "running")))
    .returning();
  return running;
}

/** Marks the run running (once queued), keeping the time it first started. False when it is over or gone. */
export async function markRunRunning(db: DatabaseExecutor, runId: string, startedAt: Date | null): Promise<boolean> {
  const updated = await db
    .update(svcCrawlRuns)
    .set({ status: "running", startedAt: startedAt ?? new Date() })
    .where(and(eq(svcCrawlRuns.id, runId), inArray(svcCrawlRuns.status, activeRunStatuses)))
    .returning({ id: svcCrawlRuns.id });
  return updated.length > 0;
}

/**
 * Ends an active run with its final status (a run already over is left as it is), and for a scheduled
 * configuration sets the next crawl a period after this one's end.
 */
export async function finishRun(db: Database, runId: string, status: "completed" | "failed" | "cancelled", error?: string): Promise<void> {
  const [run] = await db
    .update(svcCrawlRuns)
    .set({ status, error: error ?? null, finishedAt: new Date() })
    .where(and(eq(svcCrawlRuns.id, runId), inArray(svcCrawlRuns.status, activeRunStatuses)))
    .returning();
  if (!run) return;
  const [config] = await db.select().from(svcScrapingConfigs).where(eq(svcScrapingConfigs.id, run.configId));
  const nextRunAt = config ? nextRunAfter(config.frequency, run.finishedAt ?? new Date()) : null;
  if (!config || !nextRunAt) return;
  await db.update(svcScrapingConfigs).set({ nextRunAt }).where(eq(svcScrapingConfigs.id, config.id));
  await ensureScheduleTick(db, nextRunAt);
}

export async function findRun(db: DatabaseExecutor, runId: string): Promise<CrawlRun | undefined> {
  const [run] = await db.select().from(svcCrawlRuns).where(eq(svcCrawlRuns.id, runId));
  return run;
}
