import { describe, expect, it } from "vitest";

import { idleAt, isIdle, nextIdleCheck } from "./idle";

const now = new Date("2026-03-02T12:00:00Z");

describe("idle conversations", () => {
  it("is idle once the idle time has passed since the last activity", () => {
    expect(isIdle(new Date("2026-03-02T11:00:00Z"), 60, now)).toBe(true);
    expect(isIdle(new Date("2026-03-02T11:00:01Z"), 60, now)).toBe(false);
    expect(isIdle(new Date("2026-03-01T12:00:00Z"), 1_440, now)).toBe(true);
    expect(idleAt(new Date("2026-03-02T11:30:00Z"), 60)).toEqual(new Date("2026-03-02T12:30:00Z"));
  });

  it("looks again when the first conversation becomes idle, and at least every minute", () => {
    expect(nextIdleCheck([new Date("2026-03-02T12:00:20Z"), new Date("2026-03-02T12:00:40Z")], now, true)).toEqual(new Date("2026-03-02T12:00:20Z"));
    expect(nextIdleCheck([new Date("2026-03-02T15:00:00Z")], now, true)).toEqual(new Date("2026-03-02T12:01:00Z"));
    expect(nextIdleCheck([], now, true)).toEqual(new Date("2026-03-02T12:01:00Z"));
  });

  it("never looks in the past, and not at all while no agent archives", () => {
    expect(nextIdleCheck([new Date("2026-03-02T11:00:00Z")], now, true)).toEqual(now);
    expect(nextIdleCheck([new Date("2026-03-02T12:00:20Z")], now, false)).toBeUndefined();
  });
});
