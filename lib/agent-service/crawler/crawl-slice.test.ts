import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { svcCrawlPages, svcKnowledgeChunks, svcScrapingConfigs } from "@/lib/db/schema";
import { openKnowledgeDatabaseWithAgent } from "@/tests/support/knowledge-database";

import { settingsOf } from "./crawl-queue";
import { findRun, requestCancel, startCrawlRun, type CrawlRun } from "./crawl-runs";
import { crawlSlice, type CrawlDeps, type CrawlGet } from "./crawl-slice";
import { FetchAborted, FetchFailure } from "./fetch-failure";
import type { HttpAnswer } from "./http-get";
import { createRobotsRules } from "./robots";

const { db, agentId } = await openKnowledgeDatabaseWithAgent();

type Site = Record<string, HttpAnswer | "slow" | "refused">;

const html = (body: string): HttpAnswer => ({ status: 200, contentType: "text/html", location: undefined, body: Buffer.from(body) });
const status = (code: number, location?: string): HttpAnswer => ({ status: code, contentType: undefined, location, body: Buffer.alloc(0) });

const bakery: Site = {
  "http://bakery.test/robots.txt": { ...status(200), body: Buffer.from("User-agent: *\nDisallow: /private/\n") },
  "http://bakery.test/": html(`<title>Bakery</title>
    <a href="/menu">Menu</a> <a href="/private/recipes">Recipes</a> <a href="/missing">Missing</a> <a href="/logo.png">Logo</a>
    <a href="/old-menu">Old menu</a> <a href="/excluded/page">Excluded</a> <a href="http://elsewhere.test/">Elsewhere</a>`),
  "http://bakery.test/menu": html(`<title>Menu</title><p>Our sourdough rye is baked every Tuesday.</p><a href="/menu/cakes">Cakes</a>`),
  "http://bakery.test/menu/cakes": html(`<title>Cakes</title><p>Carrot cake on Fridays.</p><a href="/menu/cakes/deep">Deeper</a>`),
  "http://bakery.test/old-menu": status(301, "/menu"),
  "http://bakery.test/missing": status(404),
  "http://bakery.test/logo.png": { status: 200, contentType: "image/png", location: undefined, body: Buffer.from([0x89, 0x50]) },
};

function fakeGet(site: Site) {
  const requested: string[] = [];
  const get: CrawlGet = async (url, { signal }) => {
    requested.push(url.href);
    const answer = site[url.href];
    if (answer === "refused") throw new FetchFailure("the address is not public");
    if (answer === "slow") {
      await new Promise((_, reject) => signal.addEventListener("abort", () => reject(new FetchAborted()), { once: true }));
      throw new FetchAborted();
    }
    return answer ?? status(404);
  };
  return { get, requested };
}

async function createConfig(changes: Partial<typeof svcScrapingConfigs.$inferInsert> = {}) {
  const [config] = await db
    .insert(svcScrapingConfigs)
    .values({ agentId, url: "http://bakery.test/", pageLimit: 20, maxDepth: 2, excludePaths: ["/excluded/*"], ...changes })
    .returning();
  return config!;
}

async function startRun(configId: string): Promise<CrawlRun> {
  const start = await startCrawlRun(db, configId);
  if (!start.isStarted) throw new Error(`no run started: ${start.reason}`);
  return start.run;
}

/** Runs slices until the run is done, as the job would; each slice with fresh robots rules when `isRestarting`. */
async function crawlToEnd(run: CrawlRun, get: CrawlGet, options: { sliceMs?: number; isRestarting?: boolean } = {}) {
  const [config] = await db.select().from(svcScrapingConfigs).where(eq(svcScrapingConfigs.id, run.configId));
  const robots = createRobotsRules();
  let slices = 0;
  for (;;) {
    slices += 1;
    const deps: CrawlDeps = { get, robots: options.isRestarting ? createRobotsRules() : robots, sliceMs: options.sliceMs ?? 60_000, cancelPollMs: 20 };
    if ((await crawlSlice(db, run.id, settingsOf(config!), deps)) === "finished") break;
  }
  return { run: (await findRun(db, run.id))!, slices };
}

const pagesOf = (runId: string) =>
  db
    .select({
      url: svcCrawlPages.url,
      depth: svcCrawlPages.depth,
      status: svcCrawlPages.status,
      reason: svcCrawlPages.reason,
      httpStatus: svcCrawlPages.httpStatus,
    })
    .from(svcCrawlPages)
    .where(eq(svcCrawlPages.runId, runId))
    .orderBy(asc(svcCrawlPages.url));

const knowledgeOf = (configId: string) =>
  db
    .select({ sourceId: svcKnowledgeChunks.sourceId, sourceName: svcKnowledgeChunks.sourceName, text: svcKnowledgeChunks.text })
    .from(svcKnowledgeChunks)
    .where(eq(svcKnowledgeChunks.agentId, agentId))
    .then((rows) => rows.filter((row) => row.sourceId.startsWith(`${configId}:`)));

const expectedBakeryPages = [
  { url: "http://bakery.test/", depth: 0, status: "indexed", reason: null, httpStatus: 200 },
  { url: "http://bakery.test/logo.png", depth: 1, status: "failed", reason: "not an HTML or text page (image/png)", httpStatus: 200 },
  { url: "http://bakery.test/menu", depth: 1, status: "indexed", reason: null, httpStatus: 200 },
  { url: "http://bakery.test/menu/cakes", depth: 2, status: "indexed", reason: null, httpStatus: 200 },
  { url: "http://bakery.test/missing", depth: 1, status: "failed", reason: "HTTP 404", httpStatus: 404 },
  { url: "http://bakery.test/old-menu", depth: 1, status: "skipped", reason: "redirects to http://bakery.test/menu", httpStatus: 301 },
  { url: "http://bakery.test/private/recipes", depth: 1, status: "skipped", reason: "disallowed by robots.txt", httpStatus: null },
];

describe("crawlSlice", () => {
  it("crawls the site breadth first within its scope, indexes its pages and reports each failure", async () => {
    const config = await createConfig();
    const { get, requested } = fakeGet(bakery);
    const { run } = await crawlToEnd(await startRun(config.id), get);

    expect(run).toMatchObject({ status: "completed", pagesFound: 7, pagesFetched: 3, pagesIndexed: 3, pagesFailed: 2, error: null });
    expect(run.startedAt).toBeInstanceOf(Date);
    expect(run.finishedAt).toBeInstanceOf(Date);
    expect(await pagesOf(run.id)).toEqual(expectedBakeryPages);
    expect(requested.filter((url) => url.endsWith("robots.txt"))).toEqual(["http://bakery.test/robots.txt"]);
    expect(requested.some((url) => url.includes("/excluded/") || url.includes("/private/") || url.includes("elsewhere") || url.includes("deep"))).toBe(false);

    const knowledge = await knowledgeOf(config.id);
    expect(knowledge.map((chunk) => chunk.sourceName).sort()).toEqual(["Bakery", "Cakes", "Menu"]);
    expect(knowledge.find((chunk) => chunk.sourceName === "Menu")).toMatchObject({
      sourceId: `${config.id}:http://bakery.test/menu`,
      text: "# Menu\n\nOur sourdough rye is baked every Tuesday.\n\nCakes",
    });
  });

  it("goes on where it stopped when cut into slices, even without the robots rules it had", async () => {
    const config = await createConfig();
    const { get } = fakeGet(bakery);
    const { run, slices } = await crawlToEnd(await startRun(config.id), get, { sliceMs: 0, isRestarting: true });
    expect(slices).toBe(7);
    expect(run).toMatchObject({ status: "completed", pagesFound: 7, pagesIndexed: 3 });
    expect(await pagesOf(run.id)).toEqual(expectedBakeryPages);
  });

  it("takes on no more pages than the page limit", async () => {
    const config = await createConfig({ pageLimit: 2 });
    const { get } = fakeGet(bakery);
    const { run } = await crawlToEnd(await startRun(config.id), get);
    expect(run).toMatchObject({ status: "completed", pagesFound: 2 });
    expect((await pagesOf(run.id)).map((page) => page.url)).toEqual(["http://bakery.test/", "http://bakery.test/menu"]);
  });

  it("crawls only the start URL at depth 0, and keeps pages out of the knowledge without autoUpload", async () => {
    const config = await createConfig({ maxDepth: 0, autoUpload: false });
    const { get } = fakeGet(bakery);
    const { run } = await crawlToEnd(await startRun(config.id), get);
    expect(run).toMatchObject({ status: "completed", pagesFound: 1, pagesFetched: 1, pagesIndexed: 0 });
    expect(await knowledgeOf(config.id)).toEqual([]);
  });

  it("removes the pages a re-crawl no longer finds from the knowledge", async () => {
    const config = await createConfig();
    await crawlToEnd(await startRun(config.id), fakeGet(bakery).get);
    const withoutCakes: Site = { ...bakery, "http://bakery.test/menu/cakes": status(410) };
    const { run } = await crawlToEnd(await startRun(config.id), fakeGet(withoutCakes).get);
    expect(run).toMatchObject({ status: "completed", pagesIndexed: 2 });
    expect((await knowledgeOf(config.id)).map((chunk) => chunk.sourceName).sort()).toEqual(["Bakery", "Menu"]);
  });

  it("fails the run when the start URL cannot be fetched, with the reason", async () => {
    const config = await createConfig({ url: "http://10.0.0.1/" });
    const { get } = fakeGet({ "http://10.0.0.1/robots.txt": "refused", "http://10.0.0.1/": "refused" });
    const { run } = await crawlToEnd(await startRun(config.id), get);
    expect(run).toMatchObject({ status: "failed", pagesFound: 1, pagesFailed: 1, error: "The start URL could not be crawled: the address is not public" });
    expect(await pagesOf(run.id)).toEqual([{ url: "http://10.0.0.1/", depth: 0, status: "failed", reason: "the address is not public", httpStatus: null }]);
  });

  it("stops within moments of a cancel, abandoning the page being fetched", async () => {
    const config = await createConfig();
    const { get } = fakeGet({ ...bakery, "http://bakery.test/menu": "slow" });
    const run = await startRun(config.id);
    const crawling = crawlToEnd(run, get);
    await expect.poll(async () => (await pagesOf(run.id)).length, { timeout: 5_000 }).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const asked = Date.now();
    expect(await requestCancel(db, config.id)).toMatchObject({ status: "running" });
    const { run: cancelled } = await crawling;
    expect(Date.now() - asked).toBeLessThan(1_000);
    expect(cancelled).toMatchObject({ status: "cancelled", pagesIndexed: 1 });
    expect(cancelled.cancelRequestedAt).toBeInstanceOf(Date);
  });

  it("cancels a queued run at once, and a slice then does nothing", async () => {
    const config = await createConfig();
    const run = await startRun(config.id);
    expect(await requestCancel(db, config.id)).toMatchObject({ status: "cancelled" });
    const { get, requested } = fakeGet(bakery);
    expect((await crawlToEnd(run, get)).run.status).toBe("cancelled");
    expect(requested).toEqual([]);
  });

  it("starts one run at a time", async () => {
    const config = await createConfig();
    await startRun(config.id);
    expect(await startCrawlRun(db, config.id)).toEqual({ isStarted: false, reason: "running" });
  });
});
