import { describe, expect, it } from "vitest";

import { admit, closedBreaker, isOutage, record, retryAt, type BreakerState } from "./circuit-breaker";

const policy = { threshold: 3, cooldownMs: 1_000 };

function failTimes(times: number, start: BreakerState = closedBreaker, now = 0): BreakerState {
  let breaker = start;
  for (let index = 0; index < times; index += 1) breaker = record(breaker, "outage", now, policy);
  return breaker;
}

describe("circuit breaker", () => {
  it("stays closed below the threshold, and a success clears the count", () => {
    const twice = failTimes(2);
    expect(twice.state).toBe("closed");
    expect(admit(twice, 0, policy).isAdmitted).toBe(true);
    expect(record(twice, "success", 0, policy)).toEqual(closedBreaker);
    expect(failTimes(2, record(twice, "success", 0, policy)).state).toBe("closed");
  });

  it("opens at the threshold and fails fast until the cooldown has passed", () => {
    const open = failTimes(3, closedBreaker, 10_000);
    expect(open.state).toBe("open");
    expect(admit(open, 10_500, policy).isAdmitted).toBe(false);
    expect(retryAt(open, policy)).toBe(11_000);
  });

  it("lets one trial through after the cooldown; its success closes, its failure opens again", () => {
    const open = failTimes(3, closedBreaker, 0);
    const trial = admit(open, 1_000, policy);
    expect(trial.isAdmitted).toBe(true);
    expect(trial.next.state).toBe("half-open");
    expect(admit(trial.next, 1_001, policy).isAdmitted).toBe(false);
    expect(record(trial.next, "success", 1_010, policy)).toEqual(closedBreaker);
    const reopened = record(trial.next, "outage", 1_010, policy);
    expect(reopened).toMatchObject({ state: "open", openedAt: 1_010 });
    expect(admit(reopened, 1_500, policy).isAdmitted).toBe(false);
  });

  it("counts no answer and 5xx as outages, refusals not", () => {
    expect(isOutage(undefined)).toBe(true);
    expect(isOutage(500)).toBe(true);
    expect(isOutage(503)).toBe(true);
    expect(isOutage(429)).toBe(false);
    expect(isOutage(404)).toBe(false);
  });
});
