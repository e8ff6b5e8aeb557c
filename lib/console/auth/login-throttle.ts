import "server-only";
import { and, desc, eq, gt } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { loginAttempts } from "@/lib/db/schema";

import { decideLoginThrottle, loginThrottleLimits, type LoginThrottleDecision } from "./login-throttle-policy";

export async function checkLoginThrottle(db: Database, email: string, ip: string, now = new Date()): Promise<LoginThrottleDecision> {
  const since = new Date(now.getTime() - loginThrottleLimits.windowMs);
  const [accountAttempts, addressFailures] = await Promise.all([
    db
      .select({ succeeded: loginAttempts.succeeded, createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since)))
      .orderBy(desc(loginAttempts.createdAt)),
    db
      .select({ createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since))),
  ]);
  const lastSuccess = accountAttempts.findIndex((attempt) => attempt.succeeded);
  const accountFailures = (lastSuccess === -1 ? accountAttempts : accountAttempts.slice(0, lastSuccess)).map(
    (attempt) => attempt.createdAt,
  );
  return decideLoginThrottle({ account: accountFailures, address: addressFailures.map((row) => row.createdAt) }, now);
}

export async function recordLoginAttempt(db: Database, attempt: { email: string; ip: string; succeeded: boolean }) {
  await db.insert(loginAttempts).values(attempt);
}
