import { describe, expect, it } from "vitest";

import { inboxTestConversation as conversation } from "./inbox-test-conversation";
import { conversationsInView, isInView, matchesElsewhere, viewCounts, waitedFor } from "./inbox-views";

const me = "operator-me";
const other = { id: "operator-other", name: "Grace" };

const waitingLong = conversation({ id: "w1", phase: "waiting", stateName: "Waiting for a human", waitingSince: "2026-01-01T09:00:00.000Z" });
const waitingShort = conversation({ id: "w2", phase: "waiting", stateName: "Waiting for a human", waitingSince: "2026-01-01T09:30:00.000Z" });
const takenByMe = conversation({ id: "m1", mode: "manual", phase: "waiting", operator: { id: me, name: "Me" }, updatedAt: "2026-01-01T11:00:00.000Z" });
const takenByOther = conversation({ id: "m2", mode: "manual", operator: other, updatedAt: "2026-01-01T12:00:00.000Z" });
const aiOnly = conversation({
  id: "a1",
  updatedAt: "2026-01-01T08:00:00.000Z",
  lastMessage: { id: "x", text: "hi", senderRole: "assistant", at: "2026-01-01T13:00:00.000Z" },
});
const aiOlder = conversation({ id: "a2", updatedAt: "2026-01-01T08:30:00.000Z" });
const closedMine = conversation({ id: "c1", phase: "closed", operator: { id: me, name: "Me" } });
const all = [aiOlder, closedMine, takenByOther, waitingShort, aiOnly, takenByMe, waitingLong];

describe("inbox views", () => {
  it("queues waiting conversations that no person has taken, longest wait first", () => {
    expect(conversationsInView(all, "waiting", me).map((c) => c.id)).toEqual(["w1", "w2"]);
  });

  it("a conversation taken over leaves the waiting queue even while its state still says waiting", () => {
    expect(isInView(takenByMe, "waiting", me)).toBe(false);
    expect(isInView(takenByMe, "human", me)).toBe(true);
  });

  it("shows an operator their own open conversations only", () => {
    expect(conversationsInView(all, "mine", me).map((c) => c.id)).toEqual(["m1"]);
    expect(conversationsInView(all, "mine", other.id).map((c) => c.id)).toEqual(["m2"]);
  });

  it("lists human- and AI-handled conversations by latest activity", () => {
    expect(conversationsInView(all, "human", me).map((c) => c.id)).toEqual(["m2", "m1"]);
    expect(conversationsInView(all, "ai", me).map((c) => c.id)).toEqual(["a1", "a2"]);
  });

  it("keeps closed conversations out of every other view", () => {
    expect(conversationsInView(all, "closed", me).map((c) => c.id)).toEqual(["c1"]);
    for (const view of ["waiting", "mine", "human", "ai"] as const) expect(isInView(closedMine, view, me)).toBe(false);
  });

  it("narrows by agent and channel", () => {
    const email = conversation({ id: "e1", agentId: "agent-2", channel: "email" });
    expect(conversationsInView([...all, email], "ai", me, { agentId: "agent-2" }).map((c) => c.id)).toEqual(["e1"]);
    expect(conversationsInView([...all, email], "ai", me, { channel: "email" }).map((c) => c.id)).toEqual(["e1"]);
    expect(conversationsInView([...all, email], "ai", me, { agentId: "agent-2", channel: "live_chat" })).toEqual([]);
  });

  it("counts each view", () => {
    expect(viewCounts(all, me)).toEqual({ waiting: 2, mine: 1, unassigned: 2, human: 2, ai: 2, closed: 1 });
  });

  it("lists as unassigned the hand-offs and person-handled conversations nobody holds, longest wait first", () => {
    const claimedWaiting = conversation({ id: "w3", phase: "waiting", operator: other, waitingSince: "2026-01-01T08:00:00.000Z" });
    const manualNobody = conversation({ id: "h1", mode: "manual", updatedAt: "2026-01-01T09:10:00.000Z" });
    const closedNobody = conversation({ id: "c2", phase: "closed", mode: "manual" });
    const list = [...all, claimedWaiting, manualNobody, closedNobody];
    expect(conversationsInView(list, "unassigned", me).map((c) => c.id)).toEqual(["w1", "h1", "w2"]);
    // Claimed, it leaves Unassigned for its holder's Mine, though it still waits for its holder to take over.
    expect(isInView(claimedWaiting, "unassigned", me)).toBe(false);
    expect(isInView(claimedWaiting, "mine", other.id)).toBe(true);
    expect(isInView(claimedWaiting, "waiting", me)).toBe(true);
    for (const view of ["unassigned", "mine", "human"] as const) expect(isInView(takenByMe, view, me)).toBe(view !== "unassigned");
    expect(isInView(aiOnly, "unassigned", me)).toBe(false);
    expect(isInView(closedNobody, "unassigned", me)).toBe(false);
  });

  it("narrows every view and its count by the searched text", () => {
    const parcel = conversation({
      id: "s1",
      userName: "Zoë Martin",
      userContact: "zoe@example.com",
      lastMessage: { id: "m", text: "Where is my parcel?", senderRole: "conversation_user", at: "2026-01-01T10:00:00.000Z" },
    });
    const list = [...all, parcel];
    expect(conversationsInView(list, "ai", me, { text: "zoe parcel" }).map((c) => c.id)).toEqual(["s1"]);
    expect(conversationsInView(list, "ai", me, { text: "zoe", channel: "email" })).toEqual([]);
    expect(viewCounts(list, me, { text: "ZOE" })).toEqual({ waiting: 0, mine: 0, unassigned: 0, human: 0, ai: 1, closed: 0 });
  });
});

describe("matchesElsewhere", () => {
  it("names the other views a search finds conversations in, in their order", () => {
    const counts = { waiting: 0, mine: 0, unassigned: 1, human: 0, ai: 3, closed: 2 };
    expect(matchesElsewhere(counts, "mine")).toBe("1 in Unassigned, 3 in AI-handled, 2 in Closed");
    expect(matchesElsewhere(counts, "ai")).toBe("1 in Unassigned, 2 in Closed");
    expect(matchesElsewhere({ ...counts, unassigned: 0, ai: 0, closed: 0 }, "mine")).toBeUndefined();
  });
});

describe("waitedFor", () => {
  const now = new Date("2026-01-01T12:00:00.000Z");
  it.each([
    ["2026-01-01T11:59:40.000Z", "just now"],
    ["2026-01-01T11:56:00.000Z", "4 min"],
    ["2026-01-01T10:00:00.000Z", "2 h"],
    ["2026-01-01T09:55:00.000Z", "2 h 5 min"],
    ["2025-12-29T12:00:00.000Z", "3 d"],
    ["2026-01-01T12:05:00.000Z", "just now"],
  ])("since %s is %s", (since, text) => {
    expect(waitedFor(since, now)).toBe(text);
  });
});
