import { describe, expect, it } from "vitest";

import { inboxTestConversation as conversation } from "./inbox-test-conversation";
import { entersWaiting, titleWithCount } from "./waiting-alerts";

const waiting = (overrides: Parameters<typeof conversation>[0]) =>
  conversation({
    phase: "waiting",
    stateName: "Waiting for a human",
    waitingSince: "2026-01-01T10:05:00.000Z",
    updatedAt: "2026-01-01T10:05:00.000Z",
    ...overrides,
  });

describe("entersWaiting", () => {
  it("counts a conversation that starts waiting", () => {
    expect(entersWaiting(conversation({ id: "c1" }), waiting({ id: "c1" }))).toBe(true);
  });

  it("counts a conversation first seen already waiting", () => {
    expect(entersWaiting(undefined, waiting({ id: "c1" }))).toBe(true);
  });

  it("does not count one that was waiting already", () => {
    expect(entersWaiting(waiting({ id: "c1" }), waiting({ id: "c1", updatedAt: "2026-01-01T10:06:00.000Z" }))).toBe(false);
  });

  it("does not count one taken over by a person, or closed", () => {
    expect(entersWaiting(conversation({ id: "c1" }), waiting({ id: "c1", mode: "manual" }))).toBe(false);
    expect(entersWaiting(conversation({ id: "c1" }), conversation({ id: "c1", phase: "closed", updatedAt: "2026-01-01T10:05:00.000Z" }))).toBe(false);
  });

  it("does not count a late summary older than the one held", () => {
    expect(entersWaiting(conversation({ id: "c1", updatedAt: "2026-01-01T11:00:00.000Z" }), waiting({ id: "c1" }))).toBe(false);
  });
});

describe("titleWithCount", () => {
  it("puts the count in front of the title", () => {
    expect(titleWithCount("Inbox · Switchboard", 2)).toBe("(2) Inbox · Switchboard");
  });

  it("replaces an earlier count, and removes it at zero", () => {
    expect(titleWithCount("(2) Inbox · Switchboard", 3)).toBe("(3) Inbox · Switchboard");
    expect(titleWithCount("(3) Inbox · Switchboard", 0)).toBe("Inbox · Switchboard");
  });
});
