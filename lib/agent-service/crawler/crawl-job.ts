import "server-only";

import { crawlJobKind, crawlSettings, enqueueCrawlSlice } from "./crawl-queue";
import { finishRun } from "./crawl-runs";
import { crawlSlice } from "./crawl-slice";
import { crawlerGet } from "./crawler-get";
import { createRobotsRules, type RobotsRules } from "./robots";
import { latestJobFor } from "../jobs/queue";
import { registerJobHandler, wakeJobWorker } from "../jobs/worker";

/** A slice gives its worker lane back after this long, so a long crawl never holds up replies or deliveries. */
const sliceMs = 5_000;
const cancelPollMs = 200;

/** robots.txt rules of the runs this instance crawls, kept across slices; the oldest go beyond this many. */
const maxCachedRuns = 50;
const robotsByRun = new Map<string, RobotsRules>();

function robotsFor(runId: string): RobotsRules {
  const rules = robotsByRun.get(runId) ?? createRobotsRules();
  robotsByRun.delete(runId);
  robotsByRun.set(runId, rules);
  if (robotsByRun.size > maxCachedRuns) robotsByRun.delete(robotsByRun.keys().next().value!);
  return rules;
}

/**
 * Runs one slice of a crawl and queues the next while pages are left. Only the run's latest job
 * crawls: an older one run again after a crash finds a newer one and stops. A slice failing on its last
 * attempt fails the run.
 */
registerJobHandler(crawlJobKind, async (db, job) => {
  const runId = job.subjectId;
  const latest = await latestJobFor(db, crawlJobKind, runId);
  if (latest && latest.id !== job.id) return;
  const settings = crawlSettings.safeParse(job.payload.settings);
  if (!settings.success) {
    await finishRun(db, runId, "failed", "The crawl's settings could not be read.");
    return;
  }
  try {
    const outcome = await crawlSlice(db, runId, settings.data, { get: crawlerGet, robots: robotsFor(runId), sliceMs, cancelPollMs });
    if (outcome === "finished") {
      robotsByRun.delete(runId);
      return;
    }
    await enqueueCrawlSlice(db, runId, settings.data);
    wakeJobWorker();
  } catch (error) {
    if (job.attempts < job.maxAttempts) throw error;
    robotsByRun.delete(runId);
    await finishRun(db, runId, "failed", `The crawl stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
});
