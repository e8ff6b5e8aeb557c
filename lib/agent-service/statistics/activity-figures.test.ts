import { describe, expect, it } from "vitest";

import { emptyHour, isHandedOff, mergeHourRows, summarizeConversations, type ConversationFacts } from "./activity-figures";

const at = (iso: string) => new Date(iso);
const facts = (overrides: Partial<ConversationFacts>): ConversationFacts => ({
  source: "live_chat",
  mode: "ai",
  createdAt: at("2026-11-02T10:00:00Z"),
  escalatedAt: null,
  firstHumanReplyAt: null,
  hasAgentReply: true,
  ...overrides,
});

describe("mergeHourRows", () => {
  it("adds rows of the same hour and orders the hours", () => {
    const merged = mergeHourRows([
      { ...emptyHour("2026-11-02T11:00:00.000Z"), messages: 3 },
      { ...emptyHour("2026-11-02T10:00:00.000Z"), conversations: 1 },
      { ...emptyHour("2026-11-02T11:00:00.000Z"), tokens: 40 },
    ]);
    expect(merged).toEqual([
      { ...emptyHour("2026-11-02T10:00:00.000Z"), conversations: 1 },
      { ...emptyHour("2026-11-02T11:00:00.000Z"), messages: 3, tokens: 40 },
    ]);
  });
});

describe("summarizeConversations", () => {
  it("counts hand-offs, conversations the agent handled alone, channels, modes and the time to a person's first answer", () => {
    const summary = summarizeConversations([
      facts({}),
      facts({ source: "email" }),
      facts({ escalatedAt: at("2026-11-02T10:05:00Z"), firstHumanReplyAt: at("2026-11-02T10:07:00Z") }),
      facts({ mode: "manual", firstHumanReplyAt: at("2026-11-02T10:01:00Z") }),
      facts({ hasAgentReply: false }),
    ]);
    expect(summary.handedOff).toBe(2);
    expect(summary.resolvedByAi).toBe(2);
    expect(summary.byChannel).toEqual([
      { key: "live_chat", conversations: 4 },
      { key: "email", conversations: 1 },
    ]);
    expect(summary.byMode).toEqual([
      { key: "ai", conversations: 4 },
      { key: "manual", conversations: 1 },
    ]);
    expect(summary.firstHumanReplyMs).toEqual([120_000, 60_000]);
  });

  it("treats an escalation without a person's answer as a hand-off", () => {
    expect(isHandedOff(facts({ escalatedAt: at("2026-11-02T10:05:00Z") }))).toBe(true);
    expect(isHandedOff(facts({}))).toBe(false);
  });
});
