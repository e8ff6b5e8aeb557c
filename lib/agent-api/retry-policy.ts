import type { HttpMethod } from "./contract/operation";

export const maxAttempts = 3;
const baseDelayMs = 200;
const maxDelayMs = 5_000;

/** Reads are retried; writes (POST, PATCH) never, since a lost answer does not mean a lost write. */
export function isRetryableMethod(method: HttpMethod): boolean {
  return method === "get" || method === "put" || method === "delete";
}

/** Retry on a network failure, a 5xx or a 429. */
export function isRetryableFailure(failure: { status?: number }): boolean {
  return failure.status === undefined || failure.status === 429 || failure.status >= 500;
}

/**
 * Full-jitter backoff: a random wait up to an exponential cap, but never shorter than the upstream's
 * Retry-After when it gave one.
 */
export function retryDelayMs(attempt: number, retryAfterSeconds: number | undefined, random: () => number = Math.random): number {
  const jittered = Math.floor(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** attempt));
  return Math.max(jittered, (retryAfterSeconds ?? 0) * 1000);
}

/**
 * Whether a failed write may still have been done upstream: an answer of 4xx (429 included) is a refusal, and
 * a call that never went out (attempts 0, the circuit being open) did nothing; anything else — no answer, a
 * timeout, a 5xx, an answer the console could not read — leaves the outcome unknown.
 */
export function mayHaveTakenEffect(failure: { status?: number; options?: { attempts?: number } }): boolean {
  if (failure.options?.attempts === 0) return false;
  return !(failure.status !== undefined && failure.status >= 400 && failure.status < 500);
}
