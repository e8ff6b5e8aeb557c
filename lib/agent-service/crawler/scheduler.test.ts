import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { svcCrawlRuns, svcJobs, svcScrapingConfigs } from "@/lib/db/schema";
import { openKnowledgeDatabaseWithAgent } from "@/tests/support/knowledge-database";

import { crawlJobKind } from "./crawl-queue";
import { finishRun, startCrawlRun } from "./crawl-runs";
import { crawlScheduleJobKind } from "./schedule-tick";
import { startDueCrawls } from "./scheduler";

const { db, agentId } = await openKnowledgeDatabaseWithAgent();

const dayMs = 24 * 60 * 60 * 1000;

async function createConfig(frequency: "manual" | "daily" | "weekly", nextRunAt: Date | null) {
  const [config] = await db
    .insert(svcScrapingConfigs)
    .values({ agentId, url: "https://example.com/", pageLimit: 5, maxDepth: 1, frequency, nextRunAt })
    .returning();
  return config!;
}

const runsOf = (configId: string) => db.select().from(svcCrawlRuns).where(eq(svcCrawlRuns.configId, configId));
const configOf = async (configId: string) => (await db.select().from(svcScrapingConfigs).where(eq(svcScrapingConfigs.id, configId)))[0]!;
const queuedTicks = () =>
  db
    .select({ runAt: svcJobs.runAt })
    .from(svcJobs)
    .where(and(eq(svcJobs.kind, crawlScheduleJobKind), eq(svcJobs.status, "queued")));

describe("startDueCrawls", () => {
  it("starts the scheduled crawls that are due, moves their next time on, and looks again at the earliest", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    const due = await createConfig("daily", new Date(now.getTime() - 1000));
    const later = await createConfig("weekly", new Date(now.getTime() + dayMs / 2));
    const manual = await createConfig("manual", null);

    expect(await startDueCrawls(db, now)).toBeGreaterThanOrEqual(1);
    expect(await runsOf(due.id)).toEqual([expect.objectContaining({ status: "queued" })]);
    expect(await runsOf(later.id)).toEqual([]);
    expect(await runsOf(manual.id)).toEqual([]);
    expect((await configOf(due.id)).nextRunAt).toEqual(new Date(now.getTime() + dayMs));
    const [job] = await db
      .select()
      .from(svcJobs)
      .where(and(eq(svcJobs.kind, crawlJobKind), eq(svcJobs.subjectId, (await runsOf(due.id))[0]!.id)));
    expect(job?.payload).toMatchObject({ settings: { url: "https://example.com/", pageLimit: 5, maxDepth: 1 } });
    expect((await queuedTicks()).map((tick) => tick.runAt)).toContainEqual(new Date(now.getTime() + dayMs / 2));
  });

  it("leaves a crawl that is still running alone", async () => {
    const now = new Date("2031-01-01T12:00:00Z");
    const config = await createConfig("daily", new Date(now.getTime() - 1000));
    await startCrawlRun(db, config.id);
    await startDueCrawls(db, now);
    expect(await runsOf(config.id)).toHaveLength(1);
    expect((await configOf(config.id)).nextRunAt).toEqual(new Date(now.getTime() + dayMs));
  });
});

describe("finishRun", () => {
  it("sets a scheduled configuration's next crawl a period after the end of this one", async () => {
    const config = await createConfig("weekly", new Date(Date.now() + dayMs));
    const start = await startCrawlRun(db, config.id);
    if (!start.isStarted) throw new Error("not started");
    await finishRun(db, start.run.id, "completed");
    const [run] = await runsOf(config.id);
    expect(run).toMatchObject({ status: "completed" });
    expect((await configOf(config.id)).nextRunAt).toEqual(new Date(run!.finishedAt!.getTime() + 7 * dayMs));
  });
});
