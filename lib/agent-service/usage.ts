import "server-only";
import { and, eq, gte, sql, type SQL } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcResourceUsage } from "@/lib/db/schema";

export type UsageType = (typeof svcResourceUsage.$inferInsert)["type"];

export type Usage = { agentId: string; type: UsageType; amount: number; conversationId?: string; conversationUserId?: string };

/** The insert that records usage, to run alone or within another statement; undefined when there is none to record. */
export function usageInsert(db: DatabaseExecutor, usage: Usage) {
  return usage.amount > 0 ? db.insert(svcResourceUsage).values(usage) : undefined;
}

export async function recordUsage(db: DatabaseExecutor, usage: Usage) {
  await usageInsert(db, usage);
}

export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Totals per usage type for an agent, optionally narrowed by more conditions. */
export async function usageTotals(db: DatabaseExecutor, agentId: string, conditions: SQL[] = []) {
  const rows = await db
    .select({ type: svcResourceUsage.type, total: sql<number>`coalesce(sum(${svcResourceUsage.amount}), 0)` })
    .from(svcResourceUsage)
    .where(and(eq(svcResourceUsage.agentId, agentId), ...conditions))
    .groupBy(svcResourceUsage.type);
  const totals = { OPENAI_TOKENS: 0, VAPI_SECONDS: 0, SMS: 0, EMAILS: 0 };
  for (const row of rows) totals[row.type] = Number(row.total);
  return totals;
}

export function usageThisMonth(db: DatabaseExecutor, agentId: string, now = new Date()) {
  return usageTotals(db, agentId, [gte(svcResourceUsage.createdAt, monthStart(now))]);
}
