import "server-only";
import { and, asc, eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcCrawlPages, svcScrapingConfigs } from "@/lib/db/schema";

import { watchForCancel } from "./cancel-watch";
import { classifyAnswer } from "./classify-answer";
import {
  indexedUrls,
  nextFoundPage,
  pageCount,
  recordPageOutcome,
  recordPages,
  refreshRunCounts,
  unrecordedUrls,
  type CrawlPage,
  type CrawlRunRef,
  type NewPage,
  type PageOutcome,
} from "./crawl-pages";
import type { CrawlSettings } from "./crawl-queue";
import { findRun, finishRun, markRunRunning } from "./crawl-runs";
import { createCrawlScope, type CrawlScope } from "./crawl-scope";
import { FetchAborted, FetchFailure } from "./fetch-failure";
import type { HttpAnswer } from "./http-get";
import { normalizeCrawlUrl } from "./normalize-url";
import { readPageContent } from "./page-content";
import type { RobotsFetch, RobotsRules } from "./robots";
import { indexWebPage, removeConfigKnowledge } from "./web-page-knowledge";
import type { TextFormat } from "../knowledge/chunk";

export type CrawlGet = (url: URL, request: { signal: AbortSignal; purpose: "page" | "robots" }) => Promise<HttpAnswer>;

export type CrawlDeps = {
  /** One GET, no redirect followed; throws FetchFailure (with the reason) or FetchAborted. */
  get: CrawlGet;
  /** The run's robots.txt rules, kept from one slice to the next. */
  robots: RobotsRules;
  /** After this long, the slice stops between two pages and the run goes on in the next slice. */
  sliceMs: number;
  /** How often a cancel is looked for while a page is fetched. */
  cancelPollMs: number;
};

export type SliceOutcome = "finished" | "unfinished";

const robotsRedirectLimit = 5;

type Crawl = {
  db: Database;
  run: CrawlRunRef;
  settings: CrawlSettings;
  startUrl: URL;
  scope: CrawlScope;
  signal: AbortSignal;
  deps: CrawlDeps;
};

/** robots.txt, following redirects on hosts the crawl may visit. */
function robotsFetch(crawl: Crawl): RobotsFetch {
  return async (robotsUrl) => {
    let url = robotsUrl;
    for (let hops = 0; ; hops += 1) {
      const answer = await crawl.deps.get(url, { signal: crawl.signal, purpose: "robots" });
      const kind = classifyAnswer(answer, url, crawl.scope.isHostAllowed);
      if (kind.kind !== "redirect" || hops >= robotsRedirectLimit) return { status: answer.status, text: answer.body.toString("utf8") };
      url = kind.target;
    }
  };
}

const verdictFor = (crawl: Crawl, url: URL) => crawl.deps.robots.verdictFor(url, robotsFetch(crawl));

/**
 * Records the pages worth crawling among `candidates`: in scope, not recorded yet, and while the run
 * has found fewer than its page limit. Pages robots.txt disallows are recorded as skipped.
 */
async function admit(crawl: Crawl, candidates: readonly { url: URL; depth: number }[]): Promise<void> {
  const inScope = candidates.filter((candidate) => crawl.scope.refusalOf(candidate.url, candidate.depth) === undefined);
  const byHref = new Map(inScope.map((candidate) => [candidate.url.href, candidate]));
  const fresh = await unrecordedUrls(crawl.db, crawl.run.id, [...byHref.keys()]);
  const room = crawl.settings.pageLimit - (await pageCount(crawl.db, crawl.run.id));
  const pages: NewPage[] = [];
  for (const href of fresh.slice(0, Math.max(0, room))) {
    const candidate = byHref.get(href)!;
    const verdict = await verdictFor(crawl, candidate.url);
    pages.push({ url: href, depth: candidate.depth, skipReason: verdict.kind === "disallowed" ? verdict.reason : undefined });
  }
  await recordPages(crawl.db, crawl.run, pages);
}

/** Adds the page's text to the agent's knowledge, unless its configuration was deleted meanwhile. */
async function indexPage(crawl: Crawl, page: CrawlPage, httpStatus: number, content: { title: string | undefined; text: string; format: TextFormat }) {
  await crawl.db.transaction(async (tx) => {
    const [config] = await tx.select({ id: svcScrapingConfigs.id }).from(svcScrapingConfigs).where(eq(svcScrapingConfigs.id, crawl.run.configId)).for("share");
    if (!config) return;
    const passages = await indexWebPage(tx, { agentId: crawl.run.agentId, configId: crawl.run.configId, url: page.url, ...content });
    const { title } = content;
    await recordPageOutcome(
      tx,
      page.id,
      passages > 0 ? { status: "indexed", httpStatus, title } : { status: "failed", reason: "the page has no text", httpStatus, title },
    );
  });
}

/** Fetches one page and records what became of it; links it has are recorded for later. */
async function crawlPage(crawl: Crawl, page: CrawlPage): Promise<void> {
  const url = new URL(page.url);
  const record = (outcome: PageOutcome) => recordPageOutcome(crawl.db, page.id, outcome);

  const verdict = await verdictFor(crawl, url);
  if (verdict.kind === "disallowed") return record({ status: "skipped", reason: verdict.reason });
  if (verdict.kind === "unreachable") return record({ status: "failed", reason: verdict.reason });

  let answer: HttpAnswer;
  try {
    answer = await crawl.deps.get(url, { signal: crawl.signal, purpose: "page" });
  } catch (error) {
    if (error instanceof FetchFailure) return record({ status: "failed", reason: error.reason });
    throw error;
  }

  const kind = classifyAnswer(answer, url, crawl.scope.isHostAllowed);
  if (kind.kind === "failed") return record({ status: "failed", reason: kind.reason, httpStatus: kind.httpStatus });
  if (kind.kind === "redirect") {
    const refusal = crawl.scope.refusalOf(kind.target, page.depth);
    await admit(crawl, [{ url: kind.target, depth: page.depth }]);
    const reason = `redirects to ${kind.target.href}${refusal ? `, ${refusal}` : ""}`;
    return record({ status: "skipped", reason, httpStatus: kind.status });
  }

  const content = readPageContent(kind.body, kind.contentType, url);
  if (!content.isReadable) return record({ status: "failed", reason: content.reason, httpStatus: kind.status });
  if (page.depth < crawl.settings.maxDepth)
    await admit(
      crawl,
      content.links.map((link) => ({ url: link, depth: page.depth + 1 })),
    );
  if (!crawl.settings.autoUpload) return record({ status: "fetched", httpStatus: kind.status, title: content.title });
  if (!content.isIndexable) {
    return record({ status: "fetched", httpStatus: kind.status, title: content.title, reason: "the page asks not to be indexed (noindex)" });
  }
  await indexPage(crawl, page, kind.status, content);
}

/** Why the start URL gave nothing, for a run that fetched no page at all. */
async function startPageReason(crawl: Crawl): Promise<string> {
  const [start] = await crawl.db
    .select({ reason: svcCrawlPages.reason })
    .from(svcCrawlPages)
    .where(and(eq(svcCrawlPages.runId, crawl.run.id), eq(svcCrawlPages.depth, 0)))
    .orderBy(asc(svcCrawlPages.createdAt))
    .limit(1);
  return start?.reason ?? crawl.scope.refusalOf(crawl.startUrl, 0) ?? "it was not found";
}

/**
 * Ends the crawl: `failed` when not one page could be fetched, else `completed`; the configuration's
 * pages that this crawl did not index again leave the agent's knowledge.
 */
async function complete(crawl: Crawl): Promise<void> {
  const counts = await refreshRunCounts(crawl.db, crawl.run.id);
  if (counts.pagesFetched === 0) {
    await finishRun(crawl.db, crawl.run.id, "failed", `The start URL could not be crawled: ${await startPageReason(crawl)}`);
    return;
  }
  if (crawl.settings.autoUpload) {
    await removeConfigKnowledge(crawl.db, crawl.run.agentId, crawl.run.configId, await indexedUrls(crawl.db, crawl.run.id));
  }
  await finishRun(crawl.db, crawl.run.id, "completed");
}

async function cancel(crawl: Crawl): Promise<SliceOutcome> {
  await refreshRunCounts(crawl.db, crawl.run.id);
  await finishRun(crawl.db, crawl.run.id, "cancelled");
  return "finished";
}

/**
 * Crawls one run for about `sliceMs`: page after page, breadth first, each page's outcome and links
 * stored before the next, so a slice cut short (a crash, a restart) loses at most one page's work.
 * Answers `unfinished` when pages are left for the next slice. A cancel is seen before every fetch and
 * during it, and ends the run `cancelled`.
 */
export async function crawlSlice(db: Database, runId: string, settings: CrawlSettings, deps: CrawlDeps): Promise<SliceOutcome> {
  const run = await findRun(db, runId);
  if (!run || (run.status !== "queued" && run.status !== "running")) return "finished";
  const startUrl = normalizeCrawlUrl(settings.url);
  if (!startUrl) {
    await finishRun(db, runId, "failed", "The start URL is not an http or https URL.");
    return "finished";
  }
  const watch = watchForCancel(db, runId, deps.cancelPollMs);
  const crawl: Crawl = { db, run, settings, startUrl, scope: createCrawlScope({ ...settings, startUrl }), signal: watch.signal, deps };
  try {
    if (run.cancelRequestedAt) return await cancel(crawl);
    if (!(await markRunRunning(db, runId, run.startedAt))) return "finished";
    if ((await pageCount(db, runId)) === 0) await admit(crawl, [{ url: startUrl, depth: 0 }]);

    const deadline = Date.now() + deps.sliceMs;
    for (;;) {
      if (watch.signal.aborted) return await cancel(crawl);
      const page = await nextFoundPage(db, runId);
      if (!page) break;
      await crawlPage(crawl, page);
      await refreshRunCounts(db, runId);
      if (Date.now() >= deadline) return "unfinished";
    }
    await complete(crawl);
    return "finished";
  } catch (error) {
    if (error instanceof FetchAborted) return cancel(crawl);
    throw error;
  } finally {
    watch.stop();
  }
}
