import "server-only";

import type { Database } from "@/lib/db";

import { claimNextJob, completeJob, extendLease, failJob, type Job } from "./queue";

export type JobHandler = (db: Database, job: Job) => Promise<void>;

type WorkerState = {
  handlers: Map<string, JobHandler>;
  running: boolean;
  /** Idle lanes waiting for their next poll. */
  sleepers: Set<() => void>;
  /** Ids of the jobs this process is running now. */
  runningHere?: Set<string>;
};

const holder = globalThis as typeof globalThis & { __switchboardJobWorker?: WorkerState };
const state: WorkerState = (holder.__switchboardJobWorker ??= { handlers: new Map(), running: false, sleepers: new Set() });
const runningHere = (state.runningHere ??= new Set());

/** Registers the code that runs jobs of one kind. Handlers must be safe to run again after a crash. */
export function registerJobHandler(kind: string, handler: JobHandler) {
  state.handlers.set(kind, handler);
}

/**
 * Asks the worker to look for work now rather than at its next poll: as many idle lanes as `jobs` says were
 * just queued (every idle lane when it does not say), so no lane wakes only to find nothing to claim.
 */
export function wakeJobWorker(jobs = Number.POSITIVE_INFINITY) {
  let woken = 0;
  for (const wake of state.sleepers) {
    if (woken >= jobs) return;
    wake();
    woken += 1;
  }
}

async function runOne(db: Database, job: Job, leaseSeconds: number) {
  const handler = state.handlers.get(job.kind);
  const heartbeat = setInterval(() => void extendLease(db, job.id, leaseSeconds).catch(() => undefined), (leaseSeconds * 1000) / 3);
  runningHere.add(job.id);
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await handler(db, job);
    await completeJob(db, job.id);
  } catch (error) {
    const outcome = await failJob(db, job, error instanceof Error ? error.message : String(error));
    console.error(`job ${job.kind} ${job.id} attempt ${job.attempts} failed (${outcome}):`, error);
  } finally {
    clearInterval(heartbeat);
    runningHere.delete(job.id);
  }
}

/**
 * Runs persisted jobs in this process, `concurrency` at a time, until the process ends. Started once
 * per process; several processes may run it against one PostgreSQL database.
 */
export function startJobWorker(db: Database, options: { leaseSeconds: number; pollMs?: number; concurrency?: number }) {
  if (state.running) return;
  state.running = true;
  const pollMs = options.pollMs ?? 500;
  const lanes = options.concurrency ?? 2;

  const lane = async () => {
    for (;;) {
      let job: Job | undefined;
      try {
        job = await claimNextJob(db, [...state.handlers.keys()], options.leaseSeconds, runningHere);
      } catch (error) {
        console.error("job worker: could not claim work", error);
      }
      if (job) {
        await runOne(db, job, options.leaseSeconds);
        continue;
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          state.sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, pollMs);
        state.sleepers.add(wake);
      });
    }
  };
  for (let index = 0; index < lanes; index += 1) void lane();
}
