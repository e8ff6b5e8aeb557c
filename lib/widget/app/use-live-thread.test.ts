import { describe, expect, it } from "vitest";

import { WidgetApiError } from "./api-errors";
import { retryDelayMs } from "./use-live-thread";

describe("retryDelayMs", () => {
  it("waits what a 429 asks for", () => {
    expect(retryDelayMs(new WidgetApiError(429, "RATE_LIMIT_EXCEEDED", "Too many", {}, 12))).toBe(12_000);
  });

  it("waits at least the polling interval, for any other failure too", () => {
    expect(retryDelayMs(new WidgetApiError(429, "RATE_LIMIT_EXCEEDED", "Too many", {}, 1))).toBe(3_000);
    expect(retryDelayMs(new WidgetApiError(503, "UNAVAILABLE", "Busy"))).toBe(3_000);
    expect(retryDelayMs(new TypeError("Failed to fetch"))).toBe(3_000);
  });
});
