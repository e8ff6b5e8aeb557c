import { describe, expect, it } from "vitest";

import { conversationDelivery } from "@/lib/schemas/agent-api/webhook-delivery";

import { conversationFromDelivery, eventsFromDelivery } from "./delivery-events";

const states = [
  { id: "s-open", name: "Open" },
  { id: "s-wait", name: "Waiting for a human" },
];
const known = { states, operator: null, wait: null };

const delivery = conversationDelivery.parse({
  type: "each_message",
  id: "evt-1",
  timestamp: "2026-01-01T10:05:00.000Z",
  agent: { id: "a-1", name: "Support", publicName: "Eve" },
  conversation: {
    id: "c-1",
    title: null,
    mode: "ai",
    conversationStateId: "s-wait",
    status: "active",
    source: "live_chat",
    createdAt: "2026-01-01T10:00:00.000Z",
    updatedAt: "2026-01-01T10:05:00.000Z",
    escalationReason: "The user asked for a person.",
  },
  user: { id: "u-1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phoneNumber: null, fkId: null },
  message: { id: "m-2", senderRole: "conversation_user", message: "A person, please", createdAt: "2026-01-01T10:05:00.000Z", source: "live_chat", files: null },
  transcript: [],
  scores: { score: null, feedback: { up: 0, down: 0 } },
});

describe("eventsFromDelivery", () => {
  it("turns a message delivery into the conversation's new summary and the message", () => {
    const [summary, message] = eventsFromDelivery(delivery, "Support", known);
    expect(summary).toMatchObject({
      type: "conversation",
      conversation: {
        id: "c-1",
        phase: "waiting",
        channel: "live_chat",
        waitingSince: "2026-01-01T10:05:00.000Z",
        escalationReason: "The user asked for a person.",
        lastMessage: { id: "m-2", text: "A person, please" },
      },
    });
    expect(message).toEqual({
      type: "message",
      conversationId: "c-1",
      message: {
        id: "m-2",
        senderRole: "conversation_user",
        text: "A person, please",
        at: "2026-01-01T10:05:00.000Z",
        files: [],
        feedback: [],
        authorName: null,
      },
    });
  });

  it("keeps the wait the console recorded first", () => {
    const recorded = { waitingSince: "2026-01-01T09:00:00.000Z", reason: "Could not answer" };
    expect(conversationFromDelivery(delivery, "Support", { ...known, wait: recorded })).toMatchObject({
      waitingSince: recorded.waitingSince,
      escalationReason: "Could not answer",
    });
  });

  it("does not move the last message back for a late delivery", () => {
    const later = { id: "m-9", text: "Later", senderRole: "assistant" as const, at: "2026-01-01T11:00:00.000Z" };
    expect(conversationFromDelivery(delivery, "Support", { ...known, lastMessage: later }).lastMessage).toEqual(later);
  });

  it("reads the end of a dialog as closed, and a delivery without a message as a summary only", () => {
    const ended = conversationDelivery.parse({ ...delivery, type: "end_dialog", message: null });
    const events = eventsFromDelivery(ended, "Support", known);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "conversation", conversation: { phase: "closed", waitingSince: null } });
  });

  it("accepts a sparse delivery from another deployment", () => {
    const sparse = conversationDelivery.parse({
      type: "start_dialog",
      agent: { id: "a-1" },
      conversation: { id: "c-2", updatedAt: "2026-01-01T10:00:00.000Z", mode: "weird" },
    });
    expect(conversationFromDelivery(sparse, "Support", known)).toMatchObject({
      id: "c-2",
      agentName: "Support",
      mode: "ai",
      userName: "Unknown user",
      phase: "open",
    });
  });
});
