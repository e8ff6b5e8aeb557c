import { describe, expect, it } from "vitest";

import type { ChatMessage, ChatThread } from "@/lib/schemas/console/chat";

import { chatSender, chatTimeline, mergeThread } from "./chat-timeline";

const message = (id: string, role: ChatMessage["role"], second: number, text = id): ChatMessage => ({
  id,
  role,
  text,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString(),
});
const conversation = (id: string, mode: "ai" | "manual" = "ai"): ChatThread["conversation"] => ({
  id,
  mode,
  isEnded: false,
  customer: { firstName: "Ada", lastName: "Customer", email: "ada@example.test" },
});
const options = { agentName: "Nia", greeting: "Hi! How can I help?", handOffMessage: "A member of our team will take it from here.", mode: "ai" as const };

describe("mergeThread", () => {
  it("keeps every message once, in the order written, with the newer copy and conversation", () => {
    const current = { conversation: conversation("c"), messages: [message("q1", "conversation_user", 1), message("a1", "assistant", 2, "old")] };
    const incoming = {
      conversation: conversation("c", "manual"),
      messages: [message("a1", "assistant", 2, "new"), message("o1", "manual_assistant", 4), message("q2", "conversation_user", 3)],
    };
    const merged = mergeThread(current, incoming);
    expect(merged.messages.map((entry) => entry.id)).toEqual(["q1", "a1", "q2", "o1"]);
    expect(merged.messages[1]!.text).toBe("new");
    expect(merged.conversation.mode).toBe("manual");
  });

  it("never loses a message to an older read", () => {
    const current = { conversation: conversation("c"), messages: [message("q1", "conversation_user", 1), message("a1", "assistant", 2)] };
    const stale = { conversation: conversation("c"), messages: [message("q1", "conversation_user", 1)] };
    expect(mergeThread(current, stale).messages.map((entry) => entry.id)).toEqual(["q1", "a1"]);
  });

  it("keeps the API's order for messages written in the same instant", () => {
    const incoming = { conversation: conversation("c"), messages: [message("b", "conversation_user", 1), message("a", "assistant", 1)] };
    expect(mergeThread({ conversation: conversation("c"), messages: [] }, incoming).messages.map((entry) => entry.id)).toEqual(["b", "a"]);
  });

  it("takes a thread of another conversation as it is", () => {
    const incoming = { conversation: conversation("d"), messages: [] };
    expect(mergeThread({ conversation: conversation("c"), messages: [message("q", "conversation_user", 1)] }, incoming)).toBe(incoming);
    expect(mergeThread(undefined, incoming)).toBe(incoming);
  });
});

describe("chatSender", () => {
  it("puts the customer on their side and names the agent and the operator on the team's", () => {
    expect(chatSender({ role: "conversation_user" }, "Nia")).toEqual({ side: "customer", sender: "You" });
    expect(chatSender({ role: "assistant" }, "Nia")).toEqual({ side: "team", sender: "Nia" });
    expect(chatSender({ role: "manual_assistant" }, "Nia")).toEqual({ side: "team", sender: "Operator" });
  });
});

describe("chatTimeline", () => {
  it("opens with the greeting, then the messages", () => {
    const items = chatTimeline([message("q", "conversation_user", 1), message("a", "assistant", 2)], options);
    expect(items.map((item) => item.kind)).toEqual(["greeting", "message", "message"]);
    expect(items[0]).toMatchObject({ text: "Hi! How can I help?", sender: "Nia" });
  });

  it("leaves out an empty greeting", () => {
    expect(chatTimeline([], { ...options, greeting: "  " })).toEqual([]);
  });

  it("marks the hand-off before the first operator message, once", () => {
    const items = chatTimeline([message("q", "conversation_user", 1), message("o1", "manual_assistant", 2), message("o2", "manual_assistant", 3)], {
      ...options,
      greeting: "",
      mode: "manual",
    });
    expect(items.map((item) => item.key)).toEqual(["message:q", "hand-off", "message:o1", "message:o2"]);
    expect(items[1]).toMatchObject({ text: "A member of our team will take it from here." });
  });

  it("shows the hand-off last while a person has the conversation and has not written yet", () => {
    const items = chatTimeline([message("q", "conversation_user", 1)], { ...options, greeting: "", mode: "manual", handOffMessage: "" });
    expect(items.map((item) => item.key)).toEqual(["message:q", "hand-off"]);
    expect(items[1]).toMatchObject({ text: "A person from the team has joined the chat." });
  });

  it("keeps the hand-off where it was after the conversation goes back to the agent", () => {
    const items = chatTimeline([message("o", "manual_assistant", 1), message("a", "assistant", 2)], { ...options, greeting: "" });
    expect(items.map((item) => item.key)).toEqual(["hand-off", "message:o", "message:a"]);
  });
});
