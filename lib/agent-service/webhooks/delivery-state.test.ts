import { describe, expect, it } from "vitest";

import { canReplay, deliveryState, nextAttemptAt, storedFilter } from "./delivery-state";

const due = new Date("2026-11-26T12:00:00Z");

describe("deliveryState", () => {
  it("tells a delivery not tried yet (or replayed) from one being retried after a failure", () => {
    expect(deliveryState({ status: "pending", lastError: null })).toBe("pending");
    expect(deliveryState({ status: "pending", lastError: "HTTP 500" })).toBe("retrying");
  });

  it("keeps the outcome of one that is done", () => {
    expect(deliveryState({ status: "delivered", lastError: null })).toBe("delivered");
    expect(deliveryState({ status: "failed", lastError: "HTTP 500" })).toBe("failed");
  });
});

describe("storedFilter", () => {
  it("maps each state to the rows that hold it", () => {
    expect(storedFilter("pending")).toEqual({ status: "pending", hasFailed: false });
    expect(storedFilter("retrying")).toEqual({ status: "pending", hasFailed: true });
    expect(storedFilter("failed")).toEqual({ status: "failed" });
  });
});

describe("nextAttemptAt", () => {
  it("is the queued job's time while the delivery is not sent", () => {
    expect(nextAttemptAt({ status: "pending", lastError: "HTTP 500" }, { status: "queued", runAt: due })).toEqual(due);
  });

  it("is none while an attempt runs, without a job, or once done", () => {
    expect(nextAttemptAt({ status: "pending", lastError: "HTTP 500" }, { status: "running", runAt: due })).toBeNull();
    expect(nextAttemptAt({ status: "pending", lastError: null }, undefined)).toBeNull();
    expect(nextAttemptAt({ status: "delivered", lastError: null }, { status: "queued", runAt: due })).toBeNull();
    expect(nextAttemptAt({ status: "failed", lastError: "HTTP 500" }, { status: "failed", runAt: due })).toBeNull();
  });
});

describe("canReplay", () => {
  it("allows a delivered or failed delivery, not one still being sent", () => {
    expect(canReplay({ status: "delivered", lastError: null })).toBe(true);
    expect(canReplay({ status: "failed", lastError: "HTTP 500" })).toBe(true);
    expect(canReplay({ status: "pending", lastError: "HTTP 500" })).toBe(false);
  });
});
