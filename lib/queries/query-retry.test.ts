import { describe, expect, it } from "vitest";

import { ConsoleRequestError } from "./console-fetch";
import { shouldRetryQuery } from "./query-retry";

const failure = (status: number, code = "X", retryAfterSeconds?: number) =>
  new ConsoleRequestError(status, code, "Refused.", {}, undefined, undefined, retryAfterSeconds);

describe("shouldRetryQuery", () => {
  it("never asks again after a 429, whatever its Retry-After", () => {
    expect(shouldRetryQuery(0, failure(429, "UPSTREAM_RATE_LIMITED", 40))).toBe(false);
    expect(shouldRetryQuery(0, failure(429, "UPSTREAM_RATE_LIMITED", 1))).toBe(false);
    expect(shouldRetryQuery(0, failure(429))).toBe(false);
  });

  it("retries a server failure or a lost connection twice, not refusals nor the upstream being down", () => {
    expect(shouldRetryQuery(0, failure(500))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError("offline"))).toBe(true);
    expect(shouldRetryQuery(2, failure(500))).toBe(false);
    expect(shouldRetryQuery(0, failure(404))).toBe(false);
    expect(shouldRetryQuery(0, failure(502, "UPSTREAM_UNAVAILABLE"))).toBe(false);
  });
});
