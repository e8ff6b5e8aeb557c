import { describe, expect, it } from "vitest";

import { decideLoginThrottle, loginThrottleLimits } from "./login-throttle-policy";

const now = new Date("2025-01-01T12:00:00.000Z");
const windowMs = loginThrottleLimits.windowMs;

/** A failure the given number of seconds before `now`. */
function ago(seconds: number): Date {
  return new Date(now.getTime() - seconds * 1000);
}

function times(count: number, secondsAgo: (index: number) => number): Date[] {
  return Array.from({ length: count }, (_, index) => ago(secondsAgo(index)));
}

describe("decideLoginThrottle", () => {
  it("has the documented default limits", () => {
    expect(loginThrottleLimits).toEqual({ windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 });
  });

  it("allows a sign-in with no failures", () => {
    expect(decideLoginThrottle({ account: [], address: [] }, now)).toEqual({ allowed: true });
  });

  it("allows a sign-in under both limits", () => {
    const failures = { account: times(4, (i) => i * 10), address: times(19, (i) => i * 10) };
    expect(decideLoginThrottle(failures, now)).toEqual({ allowed: true });
  });

  it("refuses at exactly perAccount failures until the oldest counted one leaves the window", () => {
    // Failures 60, 120, 180, 240 and 300 seconds ago; the oldest leaves the window in 900 - 300 = 600 seconds.
    const account = [ago(60), ago(300), ago(180), ago(120), ago(240)];
    expect(decideLoginThrottle({ account, address: account }, now)).toEqual({ allowed: false, retryAfterSeconds: 600 });
  });

  it("rounds a partial second up", () => {
    const account = [...times(4, () => 10), new Date(now.getTime() - windowMs + 1)];
    expect(decideLoginThrottle({ account, address: [] }, now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("counts only the most recent failures when there are more than the limit", () => {
    // Six failures: the fifth most recent is 250 seconds ago, so the wait is 900 - 250 = 650 seconds.
    const account = times(6, (i) => 50 * (i + 1));
    expect(decideLoginThrottle({ account, address: [] }, now)).toEqual({ allowed: false, retryAfterSeconds: 650 });
  });

  it("ignores failures older than the window", () => {
    const stale = [ago(windowMs / 1000), ago(windowMs / 1000 + 1), ago(3600)];
    const account = [...times(4, (i) => i + 1), ...stale];
    expect(decideLoginThrottle({ account, address: account }, now)).toEqual({ allowed: true });
  });

  it("applies the address limit independently of the account limit", () => {
    // 20 failures from the address, spread over many accounts; this account has none.
    const address = times(20, (i) => 30 * (i + 1));
    expect(decideLoginThrottle({ account: [], address }, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 900 - 600,
    });
    expect(decideLoginThrottle({ account: [], address: address.slice(0, 19) }, now)).toEqual({ allowed: true });
  });

  it("lets the longer wait win when both limits are exceeded", () => {
    const account = times(5, (i) => 100 * (i + 1)); // oldest counted 500 s ago: wait 400 s
    const address = times(20, (i) => 10 * (i + 1)); // oldest counted 200 s ago: wait 700 s
    expect(decideLoginThrottle({ account, address }, now)).toEqual({ allowed: false, retryAfterSeconds: 700 });

    const longAddressAgo = times(20, (i) => 40 * (i + 1)); // oldest counted 800 s ago: wait 100 s
    expect(decideLoginThrottle({ account, address: longAddressAgo }, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 400,
    });
  });

  it("accepts custom limits", () => {
    const limits = { windowMs: 60_000, perAccount: 2, perAddress: 3 };
    expect(decideLoginThrottle({ account: [ago(10)], address: [ago(10)] }, now, limits)).toEqual({ allowed: true });
    expect(decideLoginThrottle({ account: [ago(10), ago(20)], address: [] }, now, limits)).toEqual({
      allowed: false,
      retryAfterSeconds: 40,
    });
    expect(decideLoginThrottle({ account: [], address: [ago(5), ago(15), ago(45)] }, now, limits)).toEqual({
      allowed: false,
      retryAfterSeconds: 15,
    });
    // Failures a minute or more old are outside this shorter window.
    expect(decideLoginThrottle({ account: [ago(60), ago(120)], address: [] }, now, limits)).toEqual({ allowed: true });
  });
});
