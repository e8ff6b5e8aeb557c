import { describe, expect, it } from "vitest";

import { describeNextRetry, describeResponse, formatLatency } from "./sent-delivery-labels";

describe("formatLatency", () => {
  it("says milliseconds under a second and seconds above", () => {
    expect(formatLatency(42.4)).toBe("42 ms");
    expect(formatLatency(1_250)).toBe("1.3 s");
    expect(formatLatency(null)).toBe("—");
  });
});

describe("describeNextRetry", () => {
  const now = new Date("2026-11-26T12:00:00Z");

  it("counts down to the next attempt", () => {
    expect(describeNextRetry("2026-11-26T12:00:08Z", now)).toBe("in 8 s");
    expect(describeNextRetry("2026-11-26T12:05:00Z", now)).toBe("in 5 min");
    expect(describeNextRetry("2026-11-26T11:59:59Z", now)).toBe("due now");
  });

  it("says nothing when none is planned or the time is not one", () => {
    expect(describeNextRetry(null, now)).toBeNull();
    expect(describeNextRetry("soon", now)).toBeNull();
  });
});

describe("describeResponse", () => {
  it("names the status, or that the receiver gave none", () => {
    expect(describeResponse(503)).toBe("HTTP 503");
    expect(describeResponse(null)).toBe("No answer");
  });
});
