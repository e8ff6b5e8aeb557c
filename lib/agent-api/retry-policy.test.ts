import { describe, expect, it } from "vitest";

import { isRetryableFailure, isRetryableMethod, mayHaveTakenEffect, retryDelayMs } from "./retry-policy";

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
