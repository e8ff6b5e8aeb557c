import { describe, expect, it } from "vitest";

import type { InboxList, ThreadMessage } from "@/lib/schemas/console/inbox";

import { applyEventToList, applyEventToThreadCache, freshThreadCache, withActionResult, withoutPending, withRead, type ThreadCache } from "./inbox-cache";
import { inboxTestConversation as conversation } from "./inbox-test-conversation";
import type { PendingMessage } from "./thread-messages";

const message = (id: string, at: string): ThreadMessage => ({
  id,
  senderRole: "conversation_user",
  text: `Said ${id}`,
  at,
  files: [],
  feedback: [],
  authorName: null,
});
const pending: PendingMessage = { ...message("pending:e1", "2026-01-01T10:30:00.000Z"), senderRole: "manual_assistant", echoId: "e1", delivery: "sending" };

const thread = (overrides: Partial<ThreadCache> = {}): ThreadCache => ({
  conversation: conversation({
    id: "c1",
    operator: { id: "op", name: "Grace" },
    lastMessage: { id: "m1", text: "Hi", senderRole: "conversation_user", at: "2026-01-01T10:00:00.000Z" },
  }),
  messages: [message("m1", "2026-01-01T10:00:00.000Z")],
  contact: { id: "u1", name: "Ada Lovelace", email: null, phoneNumber: null, context: null },
  states: [],
  assignedUser: null,
  summary: null,
  pending: [],
  ...overrides,
});

describe("freshThreadCache", () => {
  it("keeps the replies still on their way", () => {
    const { pending: _pending, ...fresh } = thread();
    expect(freshThreadCache(fresh, thread({ pending: [pending] })).pending).toEqual([pending]);
    expect(freshThreadCache(fresh, undefined).pending).toEqual([]);
  });
});

describe("withoutPending", () => {
  it("drops a reply the operator gave up on", () => {
    expect(withoutPending(thread({ pending: [pending] }), "e1").pending).toEqual([]);
  });
});

describe("applyEventToThreadCache", () => {
  it("adds a new message of the open conversation once", () => {
    const event = { type: "message" as const, conversationId: "c1", message: message("m2", "2026-01-01T10:05:00.000Z") };
    const once = applyEventToThreadCache(thread(), "c1", event);
    expect(once.messages.map((held) => held.id)).toEqual(["m1", "m2"]);
    expect(applyEventToThreadCache(once, "c1", event)).toBe(once);
  });

  it("takes a newer summary with its assignment, keeping the last message it does not know", () => {
    const newer = conversation({ id: "c1", mode: "manual", updatedAt: "2026-01-01T11:00:00.000Z", operator: { id: "op2", name: "Ada" } });
    const next = applyEventToThreadCache(thread(), "c1", { type: "conversation", conversation: newer });
    expect(next.conversation).toMatchObject({ mode: "manual", operator: { id: "op2" }, lastMessage: { id: "m1" } });
  });

  it("ignores older summaries and other conversations", () => {
    const held = thread();
    expect(applyEventToThreadCache(held, "c1", { type: "conversation", conversation: conversation({ id: "c1", updatedAt: "2025-01-01T00:00:00.000Z" }) })).toBe(
      held,
    );
    expect(applyEventToThreadCache(held, "c1", { type: "conversation", conversation: conversation({ id: "c2", updatedAt: "2027-01-01T00:00:00.000Z" }) })).toBe(
      held,
    );
    expect(applyEventToThreadCache(held, "c1", { type: "message", conversationId: "c2", message: message("x", "2026-01-01T10:05:00.000Z") })).toBe(held);
  });
});

describe("the list", () => {
  const list: InboxList = {
    conversations: [
      conversation({
        id: "c1",
        operator: { id: "op", name: "Grace" },
        lastMessage: { id: "m1", text: "Hi", senderRole: "conversation_user", at: "2026-01-01T10:00:00.000Z" },
      }),
    ],
    agents: [],
    readUntil: {},
    operatorId: "op",
  };

  it("takes live events", () => {
    expect(applyEventToList(list, { type: "conversation", conversation: conversation({ id: "c2" }) }).conversations.map((held) => held.id)).toEqual([
      "c1",
      "c2",
    ]);
  });

  it("takes an action's answer as the truth, a hand-back's missing operator included", () => {
    const handedBack = conversation({ id: "c1", operator: null, updatedAt: "2026-01-01T11:00:00.000Z" });
    const [next] = withActionResult(list.conversations, handedBack);
    expect(next).toMatchObject({ operator: null, lastMessage: { id: "m1" } });
    expect(withActionResult([], handedBack)).toEqual([handedBack]);
  });

  it("marks a conversation read", () => {
    expect(withRead(list, "c1", "2026-01-01T10:10:00.000Z").readUntil).toEqual({ c1: "2026-01-01T10:10:00.000Z" });
  });
});
