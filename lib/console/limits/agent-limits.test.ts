import { describe, expect, it } from "vitest";

import { AgentApiError } from "@/lib/agent-api/errors";

import { isUnreported, usageOfStatistic, usagePeriodStart } from "./agent-limits";

const failure = (status: number, name: string) => new AgentApiError(status, name, "failed", { operationId: "op" });

describe("usagePeriodStart", () => {
  it("is the first moment of the month in UTC, whatever the time of day", () => {
    expect(usagePeriodStart(new Date("2026-11-21T15:04:00Z")).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(usagePeriodStart(new Date("2026-12-31T23:59:59.999Z")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(usagePeriodStart(new Date("2027-01-01T00:00:00Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("isUnreported", () => {
  it("treats an answer outside the contract as not reported", () => {
    expect(isUnreported(failure(502, "INVALID_RESPONSE"), { isMissingPathExpected: false })).toBe(true);
  });

  it("treats a 404 as not reported only where the API may lack the report", () => {
    expect(isUnreported(failure(404, "ENTITY_NOT_FOUND_ERROR"), { isMissingPathExpected: true })).toBe(true);
    expect(isUnreported(failure(404, "ENTITY_NOT_FOUND_ERROR"), { isMissingPathExpected: false })).toBe(false);
  });

  it("keeps real failures failures", () => {
    expect(isUnreported(failure(403, "FORBIDDEN_ERROR"), { isMissingPathExpected: true })).toBe(false);
    expect(isUnreported(failure(429, "TOO_MANY_REQUESTS_ERROR"), { isMissingPathExpected: true })).toBe(false);
    expect(isUnreported(new Error("boom"), { isMissingPathExpected: true })).toBe(false);
  });
});

describe("usageOfStatistic", () => {
  it("reads a user's statistic as the month's usage", () => {
    expect(usageOfStatistic({ tokensUsed: 120, vapiSecondsUsed: 30, smsUsed: 2, emailsUsed: 1 })).toEqual({
      tokensAmount: 120,
      secondsAmount: 30,
      smsAmount: 2,
      emailsAmount: 1,
    });
  });
});
