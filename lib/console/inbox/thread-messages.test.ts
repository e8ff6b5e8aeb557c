import { describe, expect, it } from "vitest";

import type { ThreadMessage } from "@/lib/schemas/console/inbox";

import { addMessage, addPending, confirmPending, failPending, retryPending, type ThreadState } from "./thread-messages";

const message = (id: string, at: string, text = id): ThreadMessage => ({
  id,
  senderRole: "conversation_user",
  text,
  at,
  files: [],
  feedback: [],
  authorName: null,
});
const empty: ThreadState = { messages: [], pending: [] };
const reply = {
  echoId: "echo-1",
  senderRole: "manual_assistant" as const,
  text: "On it",
  at: "2026-01-01T10:05:00.000Z",
  files: [],
  feedback: [],
  authorName: "Grace",
};

describe("thread messages", () => {
  it("adds messages in time order and each only once", () => {
    let thread = addMessage(empty, message("b", "2026-01-01T10:02:00.000Z"));
    thread = addMessage(thread, message("a", "2026-01-01T10:01:00.000Z"));
    thread = addMessage(thread, message("b", "2026-01-01T10:02:00.000Z", "changed"));
    expect(thread.messages.map((m) => [m.id, m.text])).toEqual([
      ["a", "a"],
      ["b", "b"],
    ]);
  });

  it("shows a reply at once and replaces it with the service's copy", () => {
    const sending = addPending(empty, reply);
    expect(sending.pending).toMatchObject([{ echoId: "echo-1", delivery: "sending", text: "On it" }]);
    const confirmed = confirmPending(sending, "echo-1", { ...message("m-1", reply.at, "On it"), senderRole: "manual_assistant" });
    expect(confirmed.pending).toEqual([]);
    expect(confirmed.messages.map((m) => m.id)).toEqual(["m-1"]);
  });

  it("holds the confirmed reply once when the live event arrives before the answer to the send", () => {
    const sending = addPending(empty, reply);
    const afterEvent = addMessage(sending, message("m-1", reply.at, "On it"));
    const confirmed = confirmPending(afterEvent, "echo-1", message("m-1", reply.at, "On it"));
    expect(confirmed.messages.map((m) => m.id)).toEqual(["m-1"]);
    expect(confirmed.pending).toEqual([]);
  });

  it("keeps a failed reply's text for sending again, without a second copy", () => {
    const failed = failPending(addPending(empty, reply), "echo-1");
    expect(failed.pending).toMatchObject([{ delivery: "failed", text: "On it" }]);
    const again = retryPending(failed, "echo-1");
    expect(again.pending).toHaveLength(1);
    expect(again.pending[0]!.delivery).toBe("sending");
    expect(addPending(again, reply).pending).toHaveLength(1);
  });
});
