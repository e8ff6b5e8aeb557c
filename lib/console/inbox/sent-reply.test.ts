import { describe, expect, it } from "vitest";

import { clockToleranceMs, findSentReply } from "./sent-reply";

const firstTriedAt = new Date("2026-03-01T10:00:00.000Z");
const at = (offsetMs: number) => new Date(firstTriedAt.getTime() + offsetMs).toISOString();
const message = (id: string, text: string, offsetMs: number, senderRole = "manual_assistant") => ({ id, senderRole, message: text, createdAt: at(offsetMs) });

describe("findSentReply", () => {
  it("finds the operator message with the reply's text written since the reply was first tried", () => {
    const thread = [message("a", "Hello", -10 * 60_000), message("b", "Where is my order?", 1_000, "conversation_user"), message("c", "Hello", 2_000)];
    expect(findSentReply(thread, { text: "Hello", firstTriedAt }, new Set())?.id).toBe("c");
  });

  it("compares text without the spaces the API trims", () => {
    expect(findSentReply([message("c", "Hello", 500)], { text: "  Hello \n", firstTriedAt }, new Set())?.id).toBe("c");
  });

  it("skips messages another reply already stands for, and takes the oldest of the rest", () => {
    const thread = [message("late", "Same", 9_000), message("claimed", "Same", 1_000), message("early", "Same", 3_000)];
    expect(findSentReply(thread, { text: "Same", firstTriedAt }, new Set(["claimed"]))?.id).toBe("early");
  });

  it("allows for a lagging API clock, but not for an old message", () => {
    expect(findSentReply([message("c", "Hi", -clockToleranceMs + 1)], { text: "Hi", firstTriedAt }, new Set())?.id).toBe("c");
    expect(findSentReply([message("c", "Hi", -clockToleranceMs - 1)], { text: "Hi", firstTriedAt }, new Set())).toBeUndefined();
  });

  it("finds nothing in a thread without the reply", () => {
    expect(findSentReply([message("c", "Hi", 1_000, "assistant"), message("d", "Other", 1_000)], { text: "Hi", firstTriedAt }, new Set())).toBeUndefined();
  });
});
