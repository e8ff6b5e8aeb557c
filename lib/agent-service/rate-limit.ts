import "server-only";
import { sql } from "drizzle-orm";

import type { RateClass } from "@/lib/agent-api/contract/operation";
import type { Database } from "@/lib/db";
import { svcRateLimits } from "@/lib/db/schema";

import { rateLimited } from "./errors";
import { rateLimits, rateWindowSeconds, retryAfterSeconds, windowStart } from "./rate-limit-policy";

/**
 * Counts one request of the organization in the current window, atomically (one upsert), so it
 * holds under concurrency and across instances sharing the database. Throws 429 past the limit.
 */
export async function countRequest(db: Database, organizationId: string, rateClass: RateClass, now = new Date()) {
  const start = windowStart(now);
  const [row] = await db
    .insert(svcRateLimits)
    .values({ organizationId, rateClass, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [svcRateLimits.organizationId, svcRateLimits.rateClass, svcRateLimits.windowStart],
      set: { count: sql`${svcRateLimits.count} + 1` },
    })
    .returning({ count: svcRateLimits.count });
  refuseOverLimit(row?.count ?? 0, rateClass, now);
}

/** Throws 429 when `count`, the organization's requests in the current window with this one, is over the limit. */
export function refuseOverLimit(count: number, rateClass: RateClass, now: Date) {
  const limit = rateLimits[rateClass];
  if (count > limit) throw rateLimited({ limit, windowSeconds: rateWindowSeconds, retryAfterSeconds: retryAfterSeconds(now) });
}

/** Old windows are of no further use. */
export async function pruneRateWindows(db: Database, now = new Date()) {
  await db.delete(svcRateLimits).where(sql`${svcRateLimits.windowStart} < ${new Date(now.getTime() - 10 * 60_000)}`);
}
