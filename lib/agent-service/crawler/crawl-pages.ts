import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcCrawlPages, svcCrawlRuns } from "@/lib/db/schema";

export type CrawlPage = typeof svcCrawlPages.$inferSelect;
export type CrawlPageStatus = CrawlPage["status"];
export type CrawlRunRef = { id: string; configId: string; agentId: string };

/** A page to record: `found` (to be fetched) or `skipped` with its reason. */
export type NewPage = { url: string; depth: number; skipReason?: string };

/**
 * The run's pages are its frontier: `found` ones wait to be fetched, the others are done. The next one
 * is the shallowest, so the crawl goes breadth first, and a restarted crawl goes on where it was.
 */
export async function nextFoundPage(db: DatabaseExecutor, runId: string): Promise<CrawlPage | undefined> {
  const [page] = await db
    .select()
    .from(svcCrawlPages)
    .where(and(eq(svcCrawlPages.runId, runId), eq(svcCrawlPages.status, "found")))
    .orderBy(asc(svcCrawlPages.depth), asc(svcCrawlPages.createdAt), asc(svcCrawlPages.url))
    .limit(1);
  return page;
}

export async function pageCount(db: DatabaseExecutor, runId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(svcCrawlPages).where(eq(svcCrawlPages.runId, runId));
  return Number(row?.total ?? 0);
}

/** The URLs among `urls` the run has not recorded yet, in their order. */
export async function unrecordedUrls(db: DatabaseExecutor, runId: string, urls: readonly string[]): Promise<string[]> {
  const distinct = [...new Set(urls)];
  if (distinct.length === 0) return [];
  const recorded = await db
    .select({ url: svcCrawlPages.url })
    .from(svcCrawlPages)
    .where(and(eq(svcCrawlPages.runId, runId), inArray(svcCrawlPages.url, distinct)));
  const known = new Set(recorded.map((row) => row.url));
  return distinct.filter((url) => !known.has(url));
}

export async function recordPages(db: DatabaseExecutor, run: CrawlRunRef, pages: readonly NewPage[]): Promise<void> {
  if (pages.length === 0) return;
  await db
    .insert(svcCrawlPages)
    .values(
      pages.map((page) => ({
        runId: run.id,
        configId: run.configId,
        agentId: run.agentId,
        url: page.url,
        depth: page.depth,
        status: page.skipReason ? ("skipped" as const) : ("found" as const),
        reason: page.skipReason ?? null,
      })),
    )
    .onConflictDoNothing();
}

export type PageOutcome = { status: Exclude<CrawlPageStatus, "found">; httpStatus?: number | null; reason?: string | null; title?: string | null };

export async function recordPageOutcome(db: DatabaseExecutor, pageId: string, outcome: PageOutcome): Promise<void> {
  await db
    .update(svcCrawlPages)
    .set({
      status: outcome.status,
      httpStatus: outcome.httpStatus ?? null,
      reason: outcome.reason ?? null,
      title: outcome.title ?? null,
      updatedAt: new Date(),
    })
    .where(eq(svcCrawlPages.id, pageId));
}

export type RunCounts = { pagesFound: number; pagesFetched: number; pagesIndexed: number; pagesFailed: number };

/** Counts the run's pages by status; a client polling the run sees them move. */
export async function countRunPages(db: DatabaseExecutor, runId: string): Promise<RunCounts & { pagesSkipped: number }> {
  const rows = await db
    .select({ status: svcCrawlPages.status, total: count() })
    .from(svcCrawlPages)
    .where(eq(svcCrawlPages.runId, runId))
    .groupBy(svcCrawlPages.status);
  const of = (...statuses: CrawlPageStatus[]) => rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.total), 0);
  return {
    pagesFound: of("found", "fetched", "indexed", "failed", "skipped"),
    pagesFetched: of("fetched", "indexed"),
    pagesIndexed: of("indexed"),
    pagesFailed: of("failed"),
    pagesSkipped: of("skipped"),
  };
}

/** Stores the run's counts from its pages. */
export async function refreshRunCounts(db: DatabaseExecutor, runId: string): Promise<RunCounts> {
  const { pagesSkipped: _skipped, ...counts } = await countRunPages(db, runId);
  await db.update(svcCrawlRuns).set(counts).where(eq(svcCrawlRuns.id, runId));
  return counts;
}

/** The run's pages of one status, in the order they were found. */
export async function pagesWithStatus(db: DatabaseExecutor, runId: string, status: CrawlPageStatus, limit: number): Promise<CrawlPage[]> {
  return db
    .select()
    .from(svcCrawlPages)
    .where(and(eq(svcCrawlPages.runId, runId), eq(svcCrawlPages.status, status)))
    .orderBy(asc(svcCrawlPages.depth), asc(svcCrawlPages.createdAt), asc(svcCrawlPages.url))
    .limit(limit);
}

/** The URLs of the run's indexed pages. */
export async function indexedUrls(db: DatabaseExecutor, runId: string): Promise<string[]> {
  const rows = await db
    .select({ url: svcCrawlPages.url })
    .from(svcCrawlPages)
    .where(and(eq(svcCrawlPages.runId, runId), eq(svcCrawlPages.status, "indexed")));
  return rows.map((row) => row.url);
}

/** One page of the run's pages (of one status, or all), in the order the crawl takes them, with how many there are. */
export async function listRunPages(
  db: DatabaseExecutor,
  runId: string,
  { status, page, pageSize }: { status?: CrawlPageStatus; page: number; pageSize: number },
): Promise<{ pages: CrawlPage[]; total: number }> {
  const where = status ? and(eq(svcCrawlPages.runId, runId), eq(svcCrawlPages.status, status)) : eq(svcCrawlPages.runId, runId);
  const [pages, [row]] = await Promise.all([
    db
      .select()
      .from(svcCrawlPages)
      .where(where)
      .orderBy(asc(svcCrawlPages.depth), asc(svcCrawlPages.createdAt), asc(svcCrawlPages.url))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(svcCrawlPages).where(where),
  ]);
  return { pages, total: Number(row?.total ?? 0) };
}
