import { describe, expect, it } from "vitest";

import { isUnread, markedRead } from "./unread";

const said = (senderRole: "conversation_user" | "assistant" | "manual_assistant", at = "2026-01-01T10:05:00.000Z") => ({
  lastMessage: { id: "m", text: "Hello", senderRole, at },
});

describe("isUnread", () => {
  it("marks a user's message the operator never read", () => {
    expect(isUnread(said("conversation_user"), undefined)).toBe(true);
  });

  it("marks a user's message that came after the operator last read", () => {
    expect(isUnread(said("conversation_user"), "2026-01-01T10:00:00.000Z")).toBe(true);
  });

  it("does not mark a message read already", () => {
    expect(isUnread(said("conversation_user"), "2026-01-01T10:05:00.000Z")).toBe(false);
    expect(isUnread(said("conversation_user"), "2026-01-01T11:00:00.000Z")).toBe(false);
  });

  it("does not mark a conversation whose last word is the AI's or an operator's", () => {
    expect(isUnread(said("assistant"), undefined)).toBe(false);
    expect(isUnread(said("manual_assistant"), undefined)).toBe(false);
  });

  it("does not mark a conversation with no message", () => {
    expect(isUnread({ lastMessage: null }, undefined)).toBe(false);
  });

  it("marks a message whose times cannot be read, rather than hide it", () => {
    expect(isUnread(said("conversation_user", "not a date"), "2026-01-01T10:00:00.000Z")).toBe(true);
  });
});

describe("markedRead", () => {
  it("moves a conversation's marker forward", () => {
    expect(markedRead({ a: "2026-01-01T10:00:00.000Z" }, "a", "2026-01-01T10:10:00.000Z")).toEqual({ a: "2026-01-01T10:10:00.000Z" });
    expect(markedRead({}, "b", "2026-01-01T10:10:00.000Z")).toEqual({ b: "2026-01-01T10:10:00.000Z" });
  });

  it("never moves a marker back", () => {
    expect(markedRead({ a: "2026-01-01T11:00:00.000Z" }, "a", "2026-01-01T10:10:00.000Z")).toEqual({ a: "2026-01-01T11:00:00.000Z" });
  });
});
