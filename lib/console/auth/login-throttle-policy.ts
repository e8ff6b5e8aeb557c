/** Failed sign-ins allowed inside the window before the account or address is made to wait. */
export const loginThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
} as const;

export type LoginThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Decides whether a sign-in may be tried now, given the failures that count:
 * the account's failures since its last success and the address's failures, both inside the window.
 */
export function decideLoginThrottle(
  failures: { account: Date[]; address: Date[] },
  now: Date,
  limits: { windowMs: number; perAccount: number; perAddress: number } = loginThrottleLimits,
): LoginThrottleDecision {
  const waits = [
    waitUntilBelowLimit(failures.account, limits.perAccount, limits.windowMs, now),
    waitUntilBelowLimit(failures.address, limits.perAddress, limits.windowMs, now),
  ];
  const waitMs = Math.max(...waits);
  return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
}

function waitUntilBelowLimit(failures: Date[], limit: number, windowMs: number, now: Date): number {
  const recent = failures
    .map((failure) => failure.getTime())
    .filter((time) => now.getTime() - time < windowMs)
    .sort((a, b) => b - a);
  if (recent.length < limit) return 0;
  // Once the limit-th most recent failure leaves the window, one more try is allowed.
  return recent[limit - 1]! + windowMs - now.getTime();
}
