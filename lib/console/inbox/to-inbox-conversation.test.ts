import { describe, expect, it } from "vitest";

import type { ConversationResponse, MessageResponse } from "@/lib/schemas/agent-api/conversations";

import { toInboxConversation, toThreadMessage } from "./to-inbox-conversation";

const states = [
  { id: "s-open", name: "Open" },
  { id: "s-wait", name: "Waiting for a human" },
  { id: "s-closed", name: "Closed" },
];

function conversation(overrides: Partial<ConversationResponse> & Record<string, unknown> = {}): ConversationResponse {
  return {
    id: "c-1",
    conversationUserId: "u-1",
    aiConversationId: "ai-1",
    mode: "ai",
    conversationStateId: "s-open",
    user: { id: "u-1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", isAnonymized: false },
    createdAt: "2026-01-01T10:00:00.000Z",
    updatedAt: "2026-01-01T10:30:00.000Z",
    isAnonymized: false,
    ...overrides,
  };
}

const agent = { id: "a-1", name: "Support" };
const context = { states, operator: null, wait: null };

describe("toInboxConversation", () => {
  it("names the user, the agent and the state", () => {
    expect(toInboxConversation(conversation(), agent, context)).toMatchObject({
      id: "c-1",
      agentName: "Support",
      userName: "Ada Lovelace",
      userContact: "ada@example.com",
      stateName: "Open",
      phase: "open",
      mode: "ai",
      waitingSince: null,
    });
  });

  it("takes the wait from the console's records first, then from the deployment's extension fields", () => {
    const waiting = conversation({ conversationStateId: "s-wait", escalatedAt: "2026-01-01T10:20:00.000Z", escalationReason: "Asked for a person" });
    expect(toInboxConversation(waiting, agent, context)).toMatchObject({
      phase: "waiting",
      waitingSince: "2026-01-01T10:20:00.000Z",
      escalationReason: "Asked for a person",
    });
    const recorded = { waitingSince: "2026-01-01T10:10:00.000Z", reason: "Could not answer" };
    expect(toInboxConversation(waiting, agent, { ...context, wait: recorded })).toMatchObject({
      waitingSince: recorded.waitingSince,
      escalationReason: recorded.reason,
    });
  });

  it("falls back to the last change for a waiting conversation a deployment tells no more about", () => {
    expect(toInboxConversation(conversation({ conversationStateId: "s-wait" }), agent, context).waitingSince).toBe("2026-01-01T10:30:00.000Z");
  });

  it("copes with an unknown state, a missing mode, malformed extensions and a nameless user", () => {
    const odd = conversation({
      conversationStateId: "gone",
      mode: undefined,
      escalatedAt: 42,
      source: { nested: true },
      user: { id: "u", firstName: "", lastName: "", phoneNumber: "+15550100", isAnonymized: true },
    });
    expect(toInboxConversation(odd, agent, context)).toMatchObject({
      phase: "open",
      stateName: null,
      stateId: "gone",
      mode: "ai",
      channel: null,
      userName: "+15550100",
    });
  });

  it("treats an archived conversation as closed", () => {
    expect(toInboxConversation(conversation({ status: "archived" }), agent, context).phase).toBe("closed");
  });
});

describe("toThreadMessage", () => {
  it("keeps the text, the files and the votes", () => {
    const message: MessageResponse = {
      id: "m-1",
      message: "Here is the label",
      conversationId: "c-1",
      senderRole: "assistant",
      conversationMessageId: "q-1",
      source: "live_chat",
      createdAt: "2026-01-01T10:00:00.000Z",
      isAnonymized: false,
      files: [{ id: "f-1", fileName: "label.pdf", openAIFileId: "x", createdAt: "2026-01-01T10:00:00.000Z", updatedAt: "2026-01-01T10:00:00.000Z" }],
      conversationMessageFeedbacks: [{ id: "fb", voteType: "up", question: null, answer: null, comment: null }],
    };
    expect(toThreadMessage(message)).toEqual({
      id: "m-1",
      senderRole: "assistant",
      text: "Here is the label",
      at: "2026-01-01T10:00:00.000Z",
      files: [{ id: "f-1", fileName: "label.pdf" }],
      feedback: [{ voteType: "up", comment: null }],
      authorName: null,
    });
  });
});
