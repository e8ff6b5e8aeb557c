import "server-only";
import { eq } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcCrawlRuns } from "@/lib/db/schema";

export type CancelWatch = { signal: AbortSignal; stop(): void };

/**
 * Aborts `signal` once the run is asked to stop (a cancel, from any instance), is over, or is deleted
 * with its configuration: checked every `pollMs`, so a request in flight is abandoned at once.
 */
export function watchForCancel(db: DatabaseExecutor, runId: string, pollMs: number): CancelWatch {
  const controller = new AbortController();
  let isChecking = false;
  const check = async () => {
    if (isChecking || controller.signal.aborted) return;
    isChecking = true;
    try {
      const [run] = await db
        .select({ status: svcCrawlRuns.status, cancelRequestedAt: svcCrawlRuns.cancelRequestedAt })
        .from(svcCrawlRuns)
        .where(eq(svcCrawlRuns.id, runId));
      if (!run || run.cancelRequestedAt || (run.status !== "running" && run.status !== "queued")) controller.abort();
    } catch {
      // A failed check is tried again at the next poll.
    } finally {
      isChecking = false;
    }
  };
  const timer = setInterval(() => void check(), pollMs);
  return {
    signal: controller.signal,
    stop() {
      clearInterval(timer);
    },
  };
}
