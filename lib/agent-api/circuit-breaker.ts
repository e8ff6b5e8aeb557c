/**
 * A circuit breaker per upstream: after `threshold` outages in a row (no answer, a timeout, a 5xx) it opens
 * and calls fail at once for `cooldownMs`; then one trial call goes through (half-open): its success closes
 * the circuit, its failure opens it again. Answers that are refusals (4xx, 429) are not outages.
 */
export type BreakerState = { state: "closed" | "open" | "half-open"; failures: number; openedAt: number | null; isTrialRunning: boolean };

export type BreakerPolicy = { threshold: number; cooldownMs: number };

export const defaultBreakerPolicy: BreakerPolicy = { threshold: 8, cooldownMs: 5_000 };

export const closedBreaker: BreakerState = { state: "closed", failures: 0, openedAt: null, isTrialRunning: false };

/** Whether a call may go out now, and the state after deciding (a trial call marks the circuit half-open). */
export function admit(breaker: BreakerState, now: number, policy: BreakerPolicy = defaultBreakerPolicy): { isAdmitted: boolean; next: BreakerState } {
  if (breaker.state === "closed") return { isAdmitted: true, next: breaker };
  if (breaker.state === "open" && now - (breaker.openedAt ?? now) < policy.cooldownMs) return { isAdmitted: false, next: breaker };
  if (breaker.isTrialRunning) return { isAdmitted: false, next: breaker };
  return { isAdmitted: true, next: { ...breaker, state: "half-open", isTrialRunning: true } };
}

/** The state after a call's outcome: an outage counts toward opening; anything else closes the circuit. */
export function record(breaker: BreakerState, outcome: "success" | "outage", now: number, policy: BreakerPolicy = defaultBreakerPolicy): BreakerState {
  if (outcome === "success") return closedBreaker;
  if (breaker.state === "half-open") return { state: "open", failures: breaker.failures + 1, openedAt: now, isTrialRunning: false };
  const failures = breaker.failures + 1;
  return failures >= policy.threshold ? { state: "open", failures, openedAt: now, isTrialRunning: false } : { ...breaker, failures };
}

/** When an open circuit lets the next trial through; undefined when calls go out. */
export function retryAt(breaker: BreakerState, policy: BreakerPolicy = defaultBreakerPolicy): number | undefined {
  return breaker.state === "closed" || breaker.openedAt === null ? undefined : breaker.openedAt + policy.cooldownMs;
}

/** Whether a failure means the upstream is down rather than refusing this one request. */
export const isOutage = (status: number | undefined) => status === undefined || status >= 500;
