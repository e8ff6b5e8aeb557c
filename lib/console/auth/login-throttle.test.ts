import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/lib/db/open";
import { loginThrottleCounters } from "@/lib/db/schema";
import { databaseTargets } from "@/tests/support/database-targets";

import { countLoginAttempt, forgiveLoginAttempt, recordLoginAttempt } from "./login-throttle";
import { loginThrottleLimits } from "./login-throttle-policy";

const { targets, drop } = await databaseTargets();
afterAll(drop);

describe.each(targets)("sign-in attempt counters on $name", ({ target, enabled }) => {
  const database = enabled ? openDatabase(target()) : undefined;
  const db = () => database!.db;
  beforeAll(() => database?.migrate(), 60_000);
  afterAll(() => database?.close());

  it.runIf(enabled)("give thirty concurrent attempts thirty different counts: only the allowed number pass", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    const decisions = await Promise.all(Array.from({ length: 30 }, () => countLoginAttempt(db(), "concurrent@example.com", "198.51.100.1", now)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(loginThrottleLimits.perAccountAndAddress);
  });

  it.runIf(enabled)("count again from one when the window has closed", async () => {
    const opened = new Date("2030-01-02T12:00:00Z");
    for (let attempt = 0; attempt < 6; attempt += 1) await countLoginAttempt(db(), "window@example.com", "198.51.100.2", opened);
    expect(await countLoginAttempt(db(), "window@example.com", "198.51.100.2", opened)).toMatchObject({ allowed: false });
    const later = new Date(opened.getTime() + loginThrottleLimits.windowMs);
    expect(await countLoginAttempt(db(), "window@example.com", "198.51.100.2", later)).toEqual({ allowed: true });
  });

  it.runIf(enabled)("keep a stranger's attempts off the owner's address", async () => {
    const now = new Date("2030-01-03T12:00:00Z");
    for (let attempt = 0; attempt < 10; attempt += 1) await countLoginAttempt(db(), "owner@example.com", "203.0.113.66", now);
    expect(await countLoginAttempt(db(), "owner@example.com", "203.0.113.66", now)).toMatchObject({ allowed: false });
    expect(await countLoginAttempt(db(), "owner@example.com", "198.51.100.3", now)).toEqual({ allowed: true });
  });

  it.runIf(enabled)("let the owner in from an address of a past success once strangers spent the account's limit", async () => {
    const now = new Date("2030-01-04T12:00:00Z");
    await recordLoginAttempt(db(), { email: "known@example.com", ip: "198.51.100.4", succeeded: true });
    for (let stranger = 0; stranger <= loginThrottleLimits.perAccount; stranger += 1) {
      await countLoginAttempt(db(), "known@example.com", `203.0.113.${stranger}`, now);
    }
    expect(await countLoginAttempt(db(), "known@example.com", "192.0.2.200", now)).toMatchObject({ allowed: false, scope: "account" });
    expect(await countLoginAttempt(db(), "known@example.com", "198.51.100.4", now)).toEqual({ allowed: true });
  });

  it.runIf(enabled)("forget counters whose window has closed whenever someone signs in", async () => {
    const long = new Date("2030-01-06T12:00:00Z");
    await countLoginAttempt(db(), "long-gone@example.com", "198.51.100.6", long);
    await forgiveLoginAttempt(db(), "someone@example.com", "198.51.100.7", new Date(long.getTime() + loginThrottleLimits.windowMs));
    const keys = (await db().select({ key: loginThrottleCounters.key }).from(loginThrottleCounters)).map((row) => row.key);
    expect(keys.filter((key) => key.includes("long-gone@example.com") || key.includes("198.51.100.6"))).toEqual([]);
  });

  it.runIf(enabled)("forget the account's count from an address after a success there", async () => {
    const now = new Date("2030-01-05T12:00:00Z");
    for (let attempt = 0; attempt < 4; attempt += 1) await countLoginAttempt(db(), "forgiven@example.com", "198.51.100.5", now);
    await countLoginAttempt(db(), "forgiven@example.com", "198.51.100.5", now);
    await forgiveLoginAttempt(db(), "forgiven@example.com", "198.51.100.5");
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(await countLoginAttempt(db(), "forgiven@example.com", "198.51.100.5", now)).toEqual({ allowed: true });
    }
  });
});
