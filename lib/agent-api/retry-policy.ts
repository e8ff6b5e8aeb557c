import type { HttpMethod } from "./contract/operation";

export const maxAttempts = 3;
const baseDelayMs = 200;
const maxDelayMs = 5_000;
/** The longest `Retry-After` a call waits out itself: a longer one is the caller's to wait, told at once. */
export const maxRetryAfterWaitMs = 2_000;
/** All the waits of one call together, so that a console request never hangs on retries. */
export const maxTotalWaitMs = 3_000;

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
 * How long to wait before the next attempt of a retryable call, or undefined to give up now: when the upstream
 * asks for a wait longer than `maxRetryAfterWaitMs` (the failure then goes back with its Retry-After), or when
 * the wait would take the call's waits together past `maxTotalWaitMs`.
 */
export function nextRetryDelayMs(
  attempt: number,
  retryAfterSeconds: number | undefined,
  waitedMs: number,
  random: () => number = Math.random,
): number | undefined {
  if (retryAfterSeconds !== undefined && retryAfterSeconds * 1000 > maxRetryAfterWaitMs) return undefined;
  const delay = retryDelayMs(attempt, retryAfterSeconds, random);
  return waitedMs + delay > maxTotalWaitMs ? undefined : delay;
}

/**
 * The seconds a `Retry-After` header asks for, whole and at least 1: a number of seconds or an HTTP date;
 * undefined when there is none or it cannot be read.
 */
export function retryAfterSecondsFrom(header: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  const seconds = /^\d+(\.\d+)?$/.test(text) ? Number(text) : (Date.parse(text) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.ceil(seconds)) : undefined;
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
