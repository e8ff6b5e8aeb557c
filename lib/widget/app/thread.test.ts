import { describe, expect, it } from "vitest";

import type { WidgetMessage, WidgetThread } from "@/lib/schemas/widget";

import { hasNewReply, mergeThread, withVotes } from "./thread";

const message = (id: string, sender: WidgetMessage["sender"], second: number, text = id): WidgetMessage => ({
  id,
  sender,
  text,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString(),
  files: [],
  vote: null,
});
const thread = (messages: WidgetMessage[], id = "c1", mode: "ai" | "manual" = "ai"): WidgetThread => ({ conversation: { id, mode, isEnded: false }, messages });

describe("mergeThread", () => {
  it("keeps every message once, oldest first, with the newer copy and conversation state", () => {
    const current = thread([message("a", "visitor", 1), message("b", "agent", 2)]);
    const incoming = thread([message("b", "agent", 2, "edited"), message("c", "person", 3)], "c1", "manual");
    const merged = mergeThread(current, incoming);
    expect(merged.messages.map((m) => [m.id, m.text])).toEqual([
      ["a", "a"],
      ["b", "edited"],
      ["c", "c"],
    ]);
    expect(merged.conversation.mode).toBe("manual");
  });

  it("does not lose a message a stale read misses, and keeps the order of messages written in the same second", () => {
    const current = thread([message("a", "visitor", 1), message("b", "agent", 1)]);
    expect(mergeThread(current, thread([message("a", "visitor", 1)])).messages.map((m) => m.id)).toEqual(["a", "b"]);
  });

  it("replaces the thread with another conversation's", () => {
    const incoming = thread([message("x", "visitor", 1)], "c2");
    expect(mergeThread(thread([message("a", "visitor", 1)]), incoming)).toBe(incoming);
    expect(mergeThread(null, incoming)).toBe(incoming);
  });
});

describe("hasNewReply", () => {
  it("counts only answers not seen before", () => {
    const current = thread([message("a", "visitor", 1)]);
    expect(hasNewReply(current, thread([message("a", "visitor", 1), message("b", "agent", 2)]))).toBe(true);
    expect(hasNewReply(current, thread([message("a", "visitor", 1), message("c", "visitor", 2)]))).toBe(false);
    expect(hasNewReply(thread([message("b", "agent", 2)]), thread([message("b", "agent", 2)]))).toBe(false);
  });
});

describe("withVotes", () => {
  it("sets the votes given and leaves the thread as it is when nothing changes", () => {
    const original = thread([message("a", "agent", 1), message("b", "agent", 2)]);
    expect(withVotes(original, new Map([["b", "up" as const]])).messages.map((m) => m.vote)).toEqual([null, "up"]);
    expect(withVotes(original, new Map([["a", null]]))).toBe(original);
  });
});
