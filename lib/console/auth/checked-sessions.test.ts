import { describe, expect, it } from "vitest";

import { CheckedSessions, targetFromText, targetToText } from "./checked-sessions";

const laptop = { userId: "u1", sessionId: "s1", sessionVersion: 1 };
const phone = { userId: "u1", sessionId: "s2", sessionVersion: 1 };
const other = { userId: "u2", sessionId: "s3", sessionVersion: 4 };

function checks(ttlMs = 5_000, maxEntries = 100) {
  const clock = { now: 0 };
  return { clock, kept: new CheckedSessions<string>(ttlMs, maxEntries, () => clock.now) };
}

describe("kept session checks", () => {
  it("keeps a check for its lifetime, per user, session, session version and organization", () => {
    const { clock, kept } = checks();
    kept.set(laptop, "laptop");
    kept.set({ ...laptop, organizationId: "o1" }, "laptop in o1");
    expect(kept.get(laptop)).toBe("laptop");
    expect(kept.get({ ...laptop, organizationId: "o1" })).toBe("laptop in o1");
    expect(kept.get({ ...laptop, organizationId: "o2" })).toBeUndefined();
    expect(kept.get({ ...laptop, sessionVersion: 2 })).toBeUndefined();
    expect(kept.get(phone)).toBeUndefined();
    clock.now = 4_999;
    expect(kept.get(laptop)).toBe("laptop");
    clock.now = 5_000;
    expect(kept.get(laptop)).toBeUndefined();
  });

  it("forgets one session's checks when it ends, and every session of a user when they all end", () => {
    const { kept } = checks();
    kept.set(laptop, "laptop");
    kept.set({ ...laptop, organizationId: "o1" }, "laptop in o1");
    kept.set(phone, "phone");
    kept.set(other, "other");

    kept.forget({ sessionId: "s1" });
    expect(kept.get(laptop)).toBeUndefined();
    expect(kept.get({ ...laptop, organizationId: "o1" })).toBeUndefined();
    expect(kept.get(phone)).toBe("phone");

    kept.forget({ userId: "u1" });
    expect(kept.get(phone)).toBeUndefined();
    expect(kept.get(other)).toBe("other");
  });

  it("drops the oldest check beyond its size", () => {
    const { kept } = checks(5_000, 2);
    kept.set(laptop, "laptop");
    kept.set(phone, "phone");
    kept.set(other, "other");
    expect(kept.get(laptop)).toBeUndefined();
    expect([kept.get(phone), kept.get(other)]).toEqual(["phone", "other"]);
  });
});

describe("the notification that ends checks on other instances", () => {
  it("names a user's sessions or one session, and reads back only what it wrote", () => {
    expect(targetFromText(targetToText({ userId: "u1" }))).toEqual({ userId: "u1" });
    expect(targetFromText(targetToText({ sessionId: "s:1" }))).toEqual({ sessionId: "s:1" });
    for (const text of ["", "user:", "user", "organization:o1", "anything"]) expect(targetFromText(text), text).toBeUndefined();
  });
});
