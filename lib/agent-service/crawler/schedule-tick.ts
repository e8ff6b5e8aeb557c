import "server-only";
import { and, eq, lte } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcJobs } from "@/lib/db/schema";

import { enqueueJob } from "../jobs/queue";

/** The job that starts scheduled crawls when they are due, then queues itself for the next one. */
export const crawlScheduleJobKind = "crawl-schedule";

/**
 * Makes sure the scheduler looks at the configurations by `at`: queues its job unless one is already
 * queued for then or earlier. Two instances may both queue one; the second finds nothing due.
 */
export async function ensureScheduleTick(db: Database, at: Date): Promise<void> {
  const [queued] = await db
    .select({ id: svcJobs.id })
    .from(svcJobs)
    .where(and(eq(svcJobs.kind, crawlScheduleJobKind), eq(svcJobs.status, "queued"), lte(svcJobs.runAt, at)))
    .limit(1);
  if (queued) return;
  await enqueueJob(db, { kind: crawlScheduleJobKind, subjectId: "scraping-schedule", runAt: at });
}
