import { describe, expect, it } from "vitest";

import { formatShare, prepareOutcomes } from "./prepare-outcomes";

describe("prepareOutcomes", () => {
  it("turns counts into rates, percentiles and labelled shares", () => {
    const prepared = prepareOutcomes({
      outcomes: { conversations: 8, handedOff: 2, resolvedByAi: 5, feedbackUp: 3, feedbackDown: 1 },
      byChannel: [
        { key: "live_chat", conversations: 6 },
        { key: "whatsapp", conversations: 2 },
      ],
      byMode: [{ key: "ai", conversations: 8 }],
      responseTimesMs: [100, 300, 200, 900],
      firstHumanReplyMs: [60_000],
    });
    expect(prepared.handOffRate).toBe(0.25);
    expect(prepared.aiResolvedRate).toBe(0.625);
    expect(prepared.feedback).toEqual({ up: 3, down: 1, positiveRate: 0.75, negativeRate: 0.25 });
    expect(prepared.responseTime).toEqual({ count: 4, p50: 200, p95: 900 });
    expect(prepared.firstHumanReply).toEqual({ count: 1, p50: 60_000, p95: 60_000 });
    expect(prepared.byChannel).toEqual([
      { key: "live_chat", label: "Live chat", conversations: 6, share: 0.75 },
      { key: "whatsapp", label: "whatsapp", conversations: 2, share: 0.25 },
    ]);
    expect(prepared.byMode[0]).toMatchObject({ label: "Agent", share: 1 });
  });

  it("has no rates without conversations or feedback", () => {
    const prepared = prepareOutcomes({
      outcomes: { conversations: 0, handedOff: 0, resolvedByAi: 0, feedbackUp: 0, feedbackDown: 0 },
      byChannel: [],
      byMode: [],
      responseTimesMs: [],
      firstHumanReplyMs: [],
    });
    expect(prepared.handOffRate).toBeNull();
    expect(prepared.feedback.positiveRate).toBeNull();
    expect(prepared.responseTime).toBeNull();
    expect(formatShare(null)).toBe("—");
    expect(formatShare(0.625)).toBe("62.5%");
  });
});
