import { describe, expect, it } from "vitest";

import {
  isRetryableFailure,
  isRetryableMethod,
  mayHaveTakenEffect,
  maxRetryAfterWaitMs,
  maxTotalWaitMs,
  nextRetryDelayMs,
  retryAfterSecondsFrom,
  retryDelayMs,
} from "./retry-policy";

describe("retry policy", () => {
  it("retries reads and idempotent writes, never POST or PATCH", () => {
    expect(["get", "put", "delete"].every((method) => isRetryableMethod(method as never))).toBe(true);
    expect(isRetryableMethod("post")).toBe(false);
    expect(isRetryableMethod("patch")).toBe(false);
  });

  it("retries network failures, 5xx and 429, not other 4xx", () => {
    expect(isRetryableFailure({})).toBe(true);
    expect(isRetryableFailure({ status: 500 })).toBe(true);
    expect(isRetryableFailure({ status: 503 })).toBe(true);
    expect(isRetryableFailure({ status: 429 })).toBe(true);
    expect(isRetryableFailure({ status: 400 })).toBe(false);
    expect(isRetryableFailure({ status: 403 })).toBe(false);
    expect(isRetryableFailure({ status: 404 })).toBe(false);
  });

  it("waits a random share of an exponential cap (full jitter)", () => {
    expect(retryDelayMs(0, undefined, () => 0.5)).toBe(100);
    expect(retryDelayMs(1, undefined, () => 0.5)).toBe(200);
    expect(retryDelayMs(2, undefined, () => 0.999)).toBe(799);
    expect(retryDelayMs(10, undefined, () => 0.999)).toBe(4995);
    expect(retryDelayMs(1, undefined, () => 0)).toBe(0);
  });

  it("never waits less than Retry-After", () => {
    expect(retryDelayMs(0, 2, () => 0.5)).toBe(2000);
    expect(retryDelayMs(5, 1, () => 0.9)).toBe(4500);
  });

  it("waits out a short Retry-After and gives a long one back at once", () => {
    expect(nextRetryDelayMs(1, 1, 0, () => 0)).toBe(1000);
    expect(nextRetryDelayMs(1, maxRetryAfterWaitMs / 1000, 0, () => 0)).toBe(maxRetryAfterWaitMs);
    expect(nextRetryDelayMs(1, 3, 0, () => 0)).toBeUndefined();
    expect(nextRetryDelayMs(1, 40, 0, () => 0)).toBeUndefined();
    expect(nextRetryDelayMs(1, undefined, 0, () => 0.5)).toBe(200);
  });

  it("keeps a call's waits together within a bound", () => {
    expect(nextRetryDelayMs(2, 2, 2000, () => 0)).toBeUndefined();
    expect(nextRetryDelayMs(2, 1, maxTotalWaitMs - 1000, () => 0)).toBe(1000);
    expect(nextRetryDelayMs(2, undefined, maxTotalWaitMs, () => 0.5)).toBeUndefined();
  });

  it("reads Retry-After as seconds or as a date, whole and at least one second", () => {
    expect(retryAfterSecondsFrom("40")).toBe(40);
    expect(retryAfterSecondsFrom(" 1.2 ")).toBe(2);
    expect(retryAfterSecondsFrom("0")).toBeUndefined();
    expect(retryAfterSecondsFrom("-3")).toBeUndefined();
    expect(retryAfterSecondsFrom("soon")).toBeUndefined();
    expect(retryAfterSecondsFrom(null)).toBeUndefined();
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterSecondsFrom("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30);
    expect(retryAfterSecondsFrom("Wed, 31 Dec 2025 23:59:00 GMT", now)).toBeUndefined();
  });

  it("counts a write as possibly done unless it was refused or never sent", () => {
    expect(mayHaveTakenEffect({ status: 504 })).toBe(true);
    expect(mayHaveTakenEffect({ status: 502, options: { attempts: 1 } })).toBe(true);
    expect(mayHaveTakenEffect({ status: 500 })).toBe(true);
    expect(mayHaveTakenEffect({})).toBe(true);
    expect(mayHaveTakenEffect({ status: 400 })).toBe(false);
    expect(mayHaveTakenEffect({ status: 429 })).toBe(false);
    expect(mayHaveTakenEffect({ status: 404 })).toBe(false);
    expect(mayHaveTakenEffect({ status: 503, options: { attempts: 0 } })).toBe(false);
  });
});
