import { describe, expect, it } from "vitest";

import type { SentDeliveryPage, SentDeliveryView } from "@/lib/schemas/console/webhooks";

import { busyRefreshMs, idleRefreshMs, sentRefreshInterval } from "./sent-refresh";

const delivery = (status: SentDeliveryView["status"]): SentDeliveryView => ({
  id: crypto.randomUUID(),
  eventType: "each_message",
  status,
  attempts: 1,
  responseStatusCode: 200,
  latencyMs: 12,
  lastError: null,
  nextRetryAt: null,
  createdAt: "2026-11-26T12:00:00.000Z",
  lastAttemptAt: null,
  deliveredAt: null,
  recentAttempts: [],
});

const pageOf = (data: SentDeliveryView[], isReported = true): SentDeliveryPage => ({ isReported, data, page: 1, pageSize: 20, total: data.length });

describe("sentRefreshInterval", () => {
  it("reads soon again while a delivery is pending or retrying", () => {
    expect(sentRefreshInterval(pageOf([delivery("delivered"), delivery("pending")]))).toBe(busyRefreshMs);
    expect(sentRefreshInterval(pageOf([delivery("retrying")]))).toBe(busyRefreshMs);
  });

  it("reads now and then when every delivery is done, or before the first answer", () => {
    expect(sentRefreshInterval(pageOf([delivery("delivered"), delivery("failed")]))).toBe(idleRefreshMs);
    expect(sentRefreshInterval(pageOf([]))).toBe(idleRefreshMs);
    expect(sentRefreshInterval(undefined)).toBe(idleRefreshMs);
  });

  it("stops when the deployment does not report deliveries", () => {
    expect(sentRefreshInterval(pageOf([], false))).toBe(false);
  });
});
