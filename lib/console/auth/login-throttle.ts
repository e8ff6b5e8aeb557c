import "server-only";
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { loginAttempts, loginThrottleCounters } from "@/lib/db/schema";

import { decideLoginThrottle, loginThrottleKeys, loginThrottleLimits, type LoginThrottleDecision, type LoginThrottleScope } from "./login-throttle-policy";

/**
 * Counts one sign-in attempt for the account from the address, before its password is checked, and decides
 * whether it may be checked. One upsert counts all three keys, so concurrent attempts each get their own count.
 */
export async function countLoginAttempt(db: Database, email: string, ip: string, now = new Date()): Promise<LoginThrottleDecision> {
  const keys = loginThrottleKeys(email, ip);
  const windowOpenedBefore = new Date(now.getTime() - loginThrottleLimits.windowMs);
  const isWindowOver = sql`${loginThrottleCounters.windowStartedAt} <= ${windowOpenedBefore}`;
  const [rows, isKnownAddress] = await Promise.all([
    db
      .insert(loginThrottleCounters)
      .values(Object.values(keys).map((key) => ({ key, attempts: 1, windowStartedAt: now })))
      .onConflictDoUpdate({
        target: loginThrottleCounters.key,
        set: {
          attempts: sql`case when ${isWindowOver} then 1 else ${loginThrottleCounters.attempts} + 1 end`,
          windowStartedAt: sql`case when ${isWindowOver} then excluded.window_started_at else ${loginThrottleCounters.windowStartedAt} end`,
        },
      })
      .returning(),
    hasSignedInFrom(db, email, ip),
  ]);
  const countOf = (scope: LoginThrottleScope) => {
    const row = rows.find((candidate) => candidate.key === keys[scope]);
    return { attempts: row?.attempts ?? 1, windowStartedAt: row?.windowStartedAt ?? now };
  };
  return decideLoginThrottle(
    { accountAndAddress: countOf("accountAndAddress"), address: countOf("address"), account: countOf("account"), isKnownAddress },
    now,
  );
}

/**
 * A success ends the count of the account from that address, and is not held against the address or the account.
 * Counters whose window has closed go too: the next attempt would start them again from one.
 */
export async function forgiveLoginAttempt(db: Database, email: string, ip: string, now = new Date()) {
  const keys = loginThrottleKeys(email, ip);
  const windowOpenedBefore = new Date(now.getTime() - loginThrottleLimits.windowMs);
  await db
    .delete(loginThrottleCounters)
    .where(or(eq(loginThrottleCounters.key, keys.accountAndAddress), lte(loginThrottleCounters.windowStartedAt, windowOpenedBefore)));
  await db
    .update(loginThrottleCounters)
    .set({ attempts: sql`greatest(${loginThrottleCounters.attempts} - 1, 0)` })
    .where(inArray(loginThrottleCounters.key, [keys.address, keys.account]));
}

async function hasSignedInFrom(db: Database, email: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, true)))
    .limit(1);
  return Boolean(row);
}

export async function recordLoginAttempt(db: Database, attempt: { email: string; ip: string; succeeded: boolean }) {
  await db.insert(loginAttempts).values(attempt);
}
