import { describe, expect, it } from "vitest";

import { decideLoginThrottle, loginThrottleKeys, loginThrottleLimits } from "./login-throttle-policy";

const now = new Date("2030-01-01T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const count = (attempts: number, openedMinutesAgo = 1) => ({ attempts, windowStartedAt: minutesAgo(openedMinutesAgo) });
const counts = (accountAndAddress: number, address: number, account: number, isKnownAddress = false) => ({
  accountAndAddress: count(accountAndAddress),
  address: count(address),
  account: count(account),
  isKnownAddress,
});

describe("decideLoginThrottle", () => {
  it("allows attempts up to each limit, this attempt included", () => {
    expect(decideLoginThrottle(counts(1, 1, 1), now)).toEqual({ allowed: true });
    expect(decideLoginThrottle(counts(5, 20, 50), now)).toEqual({ allowed: true });
  });

  it("refuses the sixth attempt at one account from one address until that window closes", () => {
    expect(decideLoginThrottle(counts(6, 6, 6), now)).toEqual({ allowed: false, scope: "accountAndAddress", retryAfterSeconds: 14 * 60 });
  });

  it("refuses an address that tries many accounts", () => {
    expect(decideLoginThrottle(counts(1, 21, 1), now)).toEqual({ allowed: false, scope: "address", retryAfterSeconds: 14 * 60 });
  });

  it("refuses a new address once the account was tried from many addresses", () => {
    expect(decideLoginThrottle(counts(1, 1, 51), now)).toEqual({ allowed: false, scope: "account", retryAfterSeconds: 14 * 60 });
  });

  it("lets the owner in from an address the account signed in from before, however often others tried it", () => {
    expect(decideLoginThrottle(counts(1, 1, 500, true), now)).toEqual({ allowed: true });
    expect(decideLoginThrottle(counts(6, 1, 500, true), now)).toMatchObject({ allowed: false, scope: "accountAndAddress" });
  });

  it("waits for the latest window of every limit passed", () => {
    const decision = decideLoginThrottle({ accountAndAddress: count(6, 10), address: count(21, 2), account: count(1), isKnownAddress: false }, now);
    expect(decision).toEqual({ allowed: false, scope: "address", retryAfterSeconds: 13 * 60 });
  });

  it("asks for at least a second", () => {
    const decision = decideLoginThrottle({ ...counts(1, 1, 1), accountAndAddress: count(6, 15) }, now);
    expect(decision).toEqual({ allowed: false, scope: "accountAndAddress", retryAfterSeconds: 1 });
  });

  it("follows the limits it is given", () => {
    const limits = { windowMs: 60_000, perAccountAndAddress: 1, perAddress: 2, perAccount: 3 };
    expect(decideLoginThrottle(counts(2, 1, 1), now, limits)).toMatchObject({ allowed: false, scope: "accountAndAddress" });
    expect(decideLoginThrottle(counts(1, 2, 3), now, limits)).toEqual({ allowed: true });
  });

  it("keeps the account's own limit above the others, so strangers reach theirs first", () => {
    expect(loginThrottleLimits.perAccount).toBeGreaterThan(loginThrottleLimits.perAddress);
    expect(loginThrottleLimits.perAddress).toBeGreaterThan(loginThrottleLimits.perAccountAndAddress);
  });
});

describe("loginThrottleKeys", () => {
  it("gives each scope its own key", () => {
    const keys = loginThrottleKeys("ana@example.com", "198.51.100.4");
    expect(new Set(Object.values(keys)).size).toBe(3);
    expect(keys.account).not.toBe(loginThrottleKeys("ana@example.com", "198.51.100.5").accountAndAddress);
  });
});
