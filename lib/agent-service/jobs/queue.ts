import "server-only";
import { eq, sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcJobs } from "@/lib/db/schema";

export type Job = typeof svcJobs.$inferSelect;

export async function enqueueJob(
  db: Database,
  job: { kind: string; subjectId: string; payload?: Record<string, unknown>; runAt?: Date; maxAttempts?: number },
): Promise<Job> {
  const [row] = await db
    .insert(svcJobs)
    .values({ kind: job.kind, subjectId: job.subjectId, payload: job.payload ?? {}, runAt: job.runAt ?? new Date(), maxAttempts: job.maxAttempts ?? 5 })
    .returning();
  return row!;
}

type JobRecord = {
  id: string;
  kind: string;
  subject_id: string;
  payload: Record<string, unknown>;
  status: Job["status"];
  attempts: number;
  max_attempts: number;
  run_at: string | Date;
  locked_until: string | Date | null;
  last_error: string | null;
  created_at: string | Date;
  updated_at: string | Date;
};

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * Claims the next due job of the given kinds: a queued one whose time has come, or a running one
 * whose lease ran out (its instance died). SKIP LOCKED lets several instances claim side by side.
 * Jobs in `runningHere` are never claimed: this instance is still running them, even if a stalled
 * heartbeat let their lease lapse.
 */
export async function claimNextJob(
  db: Database,
  kinds: readonly string[],
  leaseSeconds: number,
  runningHere: ReadonlySet<string> = new Set(),
): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const notRunningHere =
    runningHere.size > 0
      ? sql`and id not in (${sql.join(
          [...runningHere].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const result = await db.execute<JobRecord>(sql`
    update svc_jobs
       set status = 'running', attempts = attempts + 1, updated_at = now(),
           locked_until = now() + make_interval(secs => ${leaseSeconds})
     where id = (
       select id from svc_jobs
        where kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
          ${notRunningHere}
        order by run_at
        limit 1
        for update skip locked)
    returning *`);
  const record = result.rows[0];
  if (!record) return undefined;
  return {
    id: record.id,
    kind: record.kind,
    subjectId: record.subject_id,
    payload: record.payload,
    status: record.status,
    attempts: record.attempts,
    maxAttempts: record.max_attempts,
    runAt: toDate(record.run_at)!,
    lockedUntil: toDate(record.locked_until),
    lastError: record.last_error,
    createdAt: toDate(record.created_at)!,
    updatedAt: toDate(record.updated_at)!,
  };
}

export async function extendLease(db: Database, jobId: string, leaseSeconds: number) {
  await db
    .update(svcJobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(eq(svcJobs.id, jobId));
}

export async function completeJob(db: Database, jobId: string) {
  await db.update(svcJobs).set({ status: "done", lockedUntil: null, updatedAt: new Date() }).where(eq(svcJobs.id, jobId));
}

/** Backoff before the next attempt: 2, 4, 8 … seconds, at most five minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 2 ** Math.max(1, attempts));
}

/** Records a failed attempt: retried later with backoff, or failed for good after the last attempt. */
export async function failJob(db: Database, job: Pick<Job, "id" | "attempts" | "maxAttempts">, error: string): Promise<"retry" | "failed"> {
  const isFinal = job.attempts >= job.maxAttempts;
  await db
    .update(svcJobs)
    .set({
      status: isFinal ? "failed" : "queued",
      lockedUntil: null,
      lastError: error.slice(0, 2_000),
      runAt: new Date(Date.now() + retryDelaySeconds(job.attempts) * 1000),
      updatedAt: new Date(),
    })
    .where(eq(svcJobs.id, job.id));
  return isFinal ? "failed" : "retry";
}

export async function latestJobFor(db: Database, kind: string, subjectId: string): Promise<Job | undefined> {
  const [row] = await db
    .select()
    .from(svcJobs)
    .where(sql`${svcJobs.kind} = ${kind} and ${svcJobs.subjectId} = ${subjectId}`)
    .orderBy(sql`${svcJobs.createdAt} desc`)
    .limit(1);
  return row;
}
