import "server-only";
import { and, eq, lte } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcJobs } from "@/lib/db/schema";

import { enqueueJob } from "./queue";

/**
 * Makes sure a recurring job (a scheduler's tick) runs by `at`: queues it unless one of its kind is
 * already queued for then or earlier. Two instances may both queue one; the later finds nothing due.
 */
export async function ensureJobBy(db: Database, job: { kind: string; subjectId: string }, at: Date): Promise<void> {
  const [queued] = await db
    .select({ id: svcJobs.id })
    .from(svcJobs)
    .where(and(eq(svcJobs.kind, job.kind), eq(svcJobs.status, "queued"), lte(svcJobs.runAt, at)))
    .limit(1);
  if (queued) return;
  await enqueueJob(db, { ...job, runAt: at });
}
