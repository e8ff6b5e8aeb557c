/**
 * Sign-in attempts allowed inside a window, per key. The tightest limit is on one account from one address,
 * so a stranger guessing a password never touches its owner's own count; an address also has a limit over
 * all accounts (spraying), and an account one over all addresses that bounds a guess spread over many
 * addresses but does not apply from an address the account has signed in from before, so its owner stays in.
 */
export const loginThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  perAccountAndAddress: 5,
  perAddress: 20,
  perAccount: 50,
} as const;

export type LoginThrottleLimits = { windowMs: number; perAccountAndAddress: number; perAddress: number; perAccount: number };

export type LoginThrottleScope = "accountAndAddress" | "address" | "account";

/** One key's count, this attempt included, and when its window opened. */
export type LoginThrottleCount = { attempts: number; windowStartedAt: Date };

export type LoginThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: LoginThrottleScope };

/** The counter keys of one sign-in attempt: an email cannot hold a space, so the keys cannot collide. */
export function loginThrottleKeys(email: string, address: string): Record<LoginThrottleScope, string> {
  return { accountAndAddress: `account ${email} address ${address}`, address: `address ${address}`, account: `account ${email}` };
}

/**
 * Decides whether an attempt may be evaluated, given its keys' counts after it was counted. Refused until the
 * window of every key over its limit has closed.
 */
export function decideLoginThrottle(
  counts: Record<LoginThrottleScope, LoginThrottleCount> & { isKnownAddress: boolean },
  now: Date,
  limits: LoginThrottleLimits = loginThrottleLimits,
): LoginThrottleDecision {
  const checks: { scope: LoginThrottleScope; limit: number }[] = [
    { scope: "accountAndAddress", limit: limits.perAccountAndAddress },
    { scope: "address", limit: limits.perAddress },
    ...(counts.isKnownAddress ? [] : [{ scope: "account" as const, limit: limits.perAccount }]),
  ];
  let refusal: { scope: LoginThrottleScope; waitMs: number } | undefined;
  for (const { scope, limit } of checks) {
    const count = counts[scope];
    if (count.attempts <= limit) continue;
    const waitMs = count.windowStartedAt.getTime() + limits.windowMs - now.getTime();
    if (!refusal || waitMs > refusal.waitMs) refusal = { scope, waitMs };
  }
  if (!refusal) return { allowed: true };
  return { allowed: false, scope: refusal.scope, retryAfterSeconds: Math.max(1, Math.ceil(refusal.waitMs / 1000)) };
}
