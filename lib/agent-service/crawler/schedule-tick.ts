import "server-only";

import type { Database } from "@/lib/db";

import { ensureJobBy } from "../jobs/tick";

/** The job that starts scheduled crawls when they are due, then queues itself for the next one. */
export const crawlScheduleJobKind = "crawl-schedule";

/** Makes sure the scheduler looks at the configurations by `at`. */
export async function ensureScheduleTick(db: Database, at: Date): Promise<void> {
  await ensureJobBy(db, { kind: crawlScheduleJobKind, subjectId: "scraping-schedule" }, at);
}
