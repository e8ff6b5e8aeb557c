import { describe, expect, it } from "vitest";

import { applyEventToConversations, applyEventToThread } from "./apply-inbox-event";
import { inboxTestConversation as conversation } from "./inbox-test-conversation";

const message = {
  id: "m-2",
  senderRole: "conversation_user" as const,
  text: "A person, please",
  at: "2026-01-01T10:10:00.000Z",
  files: [],
  feedback: [],
  authorName: null,
};

describe("applyEventToConversations", () => {
  const held = [conversation({ id: "c1", updatedAt: "2026-01-01T10:00:00.000Z", operator: { id: "op", name: "Grace" } }), conversation({ id: "c2" })];

  it("adds a conversation it did not hold", () => {
    const next = applyEventToConversations(held, { type: "conversation", conversation: conversation({ id: "c3" }) });
    expect(next.map((c) => c.id)).toEqual(["c1", "c2", "c3"]);
  });

  it("replaces a held conversation with a newer summary, assignment included", () => {
    const newer = conversation({ id: "c1", phase: "waiting", updatedAt: "2026-01-01T10:05:00.000Z", operator: { id: "op", name: "Grace" } });
    const next = applyEventToConversations(held, { type: "conversation", conversation: newer });
    expect(next[0]).toMatchObject({ id: "c1", phase: "waiting", operator: { id: "op" } });
    const handedBack = conversation({ id: "c1", updatedAt: "2026-01-01T10:06:00.000Z", operator: null });
    expect(applyEventToConversations(next, { type: "conversation", conversation: handedBack })[0]!.operator).toBeNull();
  });

  it("keeps the last message held when a newer summary does not know it", () => {
    const withMessage = applyEventToConversations(held, { type: "message", conversationId: "c1", message });
    const newer = conversation({ id: "c1", mode: "manual", updatedAt: "2026-01-01T10:20:00.000Z", lastMessage: null });
    expect(applyEventToConversations(withMessage, { type: "conversation", conversation: newer })[0]).toMatchObject({
      mode: "manual",
      lastMessage: { id: "m-2" },
    });
  });

  it("ignores a summary older than the one held", () => {
    const older = conversation({ id: "c1", phase: "closed", updatedAt: "2026-01-01T09:00:00.000Z" });
    expect(applyEventToConversations(held, { type: "conversation", conversation: older })[0]!.phase).toBe("open");
  });

  it("moves the last message forward, never back", () => {
    const next = applyEventToConversations(held, { type: "message", conversationId: "c2", message });
    expect(next[1]!.lastMessage).toMatchObject({ id: "m-2", text: "A person, please" });
    const earlier = { ...message, id: "m-1", at: "2026-01-01T10:00:00.000Z" };
    expect(applyEventToConversations(next, { type: "message", conversationId: "c2", message: earlier })[1]!.lastMessage?.id).toBe("m-2");
  });
});

describe("applyEventToThread", () => {
  const thread = { messages: [], pending: [] };

  it("adds a message of its conversation once", () => {
    const event = { type: "message" as const, conversationId: "c1", message };
    const once = applyEventToThread(thread, "c1", event);
    expect(applyEventToThread(once, "c1", event).messages).toHaveLength(1);
  });

  it("leaves the thread alone for another conversation or a summary", () => {
    expect(applyEventToThread(thread, "c1", { type: "message", conversationId: "c2", message })).toBe(thread);
    expect(applyEventToThread(thread, "c1", { type: "conversation", conversation: conversation({ id: "c1" }) })).toBe(thread);
  });
});
