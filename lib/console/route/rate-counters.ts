import "server-only";
import { sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleRateCounters } from "@/lib/db/schema";

export type WindowCount = { hits: number; windowStartedAt: Date };

/**
 * Counts one request against each key in fixed windows of `windowMs`, by one upsert, so requests at the same
 * moment each get their own count: a key whose window is over starts again at 1.
 */
export async function countHits(db: DatabaseExecutor, keys: readonly string[], windowMs: number, now = new Date()): Promise<Map<string, WindowCount>> {
  if (keys.length === 0) return new Map();
  const windowOpenedBefore = new Date(now.getTime() - windowMs);
  const isWindowOver = sql`${consoleRateCounters.windowStartedAt} <= ${windowOpenedBefore}`;
  const rows = await db
    .insert(consoleRateCounters)
    .values(keys.map((key) => ({ key, hits: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: consoleRateCounters.key,
      set: {
        hits: sql`case when ${isWindowOver} then 1 else ${consoleRateCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${isWindowOver} then excluded.window_started_at else ${consoleRateCounters.windowStartedAt} end`,
      },
    })
    .returning();
  return new Map(rows.map((row) => [row.key, { hits: row.hits, windowStartedAt: row.windowStartedAt }]));
}
