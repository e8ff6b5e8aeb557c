import { describe, expect, it } from "vitest";

import type { WidgetMessage, WidgetThread } from "@/lib/schemas/widget";

import { buildTimeline, senderName } from "./timeline";

const message = (id: string, sender: WidgetMessage["sender"], text = id): WidgetMessage => ({
  id,
  sender,
  text,
  createdAt: "2026-01-01T00:00:00.000Z",
  files: [],
  vote: null,
});
const thread = (messages: WidgetMessage[], mode: "ai" | "manual" = "ai"): WidgetThread => ({ conversation: { id: "c1", mode, isEnded: false }, messages });
const options = { agentName: "Ava", greeting: "Hi there!", handOffMessage: "Sam joined.", pending: undefined };
const kinds = (items: ReturnType<typeof buildTimeline>) => items.map((item) => `${item.kind}:${item.key}`);

describe("buildTimeline", () => {
  it("starts with the greeting, even before a conversation exists", () => {
    expect(buildTimeline(null, options)).toEqual([{ kind: "greeting", key: "greeting", text: "Hi there!", sender: "Ava" }]);
    expect(buildTimeline(null, { ...options, greeting: " " })).toEqual([]);
  });

  it("names senders and puts the hand-off before a person's first message", () => {
    const items = buildTimeline(thread([message("a", "visitor"), message("b", "agent"), message("c", "person"), message("d", "person")], "manual"), options);
    expect(kinds(items)).toEqual(["greeting:greeting", "message:a", "message:b", "hand-off:hand-off", "message:c", "message:d"]);
    expect(items.filter((item) => item.kind === "message").map((item) => item.sender)).toEqual(["You", "Ava", "A person", "A person"]);
  });

  it("shows the hand-off last while a person has the conversation and has not written, with a default text", () => {
    const items = buildTimeline(thread([message("a", "visitor")], "manual"), { ...options, handOffMessage: "" });
    expect(items.at(-1)).toEqual({ kind: "hand-off", key: "hand-off", text: "A person from the team has joined the chat." });
  });

  it("shows the visitor's message on its way until the conversation holds it", () => {
    const pending = { text: "Where is my parcel? ", fileNames: ["label.pdf"], knownIds: new Set(["a"]) };
    const before = buildTimeline(thread([message("a", "visitor", "Where is my parcel?")]), { ...options, pending });
    expect(before.at(-1)).toEqual({ kind: "pending", key: "pending", text: "Where is my parcel? ", fileNames: ["label.pdf"] });
    const after = buildTimeline(thread([message("a", "visitor", "Where is my parcel?"), message("b", "visitor", "Where is my parcel?")]), {
      ...options,
      pending,
    });
    expect(kinds(after)).toEqual(["greeting:greeting", "message:a", "message:b"]);
  });
});

describe("senderName", () => {
  it("says who wrote each message", () => {
    expect([senderName("visitor", "Ava"), senderName("agent", "Ava"), senderName("person", "Ava")]).toEqual(["You", "Ava", "A person"]);
  });
});
