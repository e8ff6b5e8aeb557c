import { describe, expect, it } from "vitest";

import type { SeriesPoint } from "./prepare-buckets";
import { isAllZero, stackByAgent } from "./prepare-stack";

const point = (label: string, conversations: number): SeriesPoint => ({
  start: `${label}-start`,
  end: `${label}-end`,
  label,
  conversations,
  messages: 0,
  tokens: 0,
  seconds: 0,
  sms: 0,
  emails: 0,
});

describe("stackByAgent", () => {
  it("gives each bucket every agent's share and the total, leaving out agents without a series", () => {
    const rows = stackByAgent(
      [
        { agentId: "a", series: [point("Nov 1", 2), point("Nov 2", 0)] },
        { agentId: "b", series: [point("Nov 1", 1), point("Nov 2", 4)] },
        { agentId: "c", series: null },
      ],
      "conversations",
    );
    expect(rows).toEqual([
      { start: "Nov 1-start", end: "Nov 1-end", label: "Nov 1", total: 3, byAgent: { a: 2, b: 1 } },
      { start: "Nov 2-start", end: "Nov 2-end", label: "Nov 2", total: 4, byAgent: { a: 0, b: 4 } },
    ]);
    expect(stackByAgent([{ agentId: "c", series: null }], "conversations")).toEqual([]);
  });
});

describe("isAllZero", () => {
  it("tells whether a chart has anything to draw", () => {
    expect(isAllZero([point("Nov 1", 0)], ["conversations", "messages"])).toBe(true);
    expect(isAllZero([point("Nov 1", 1)], ["conversations"])).toBe(false);
    expect(isAllZero([], ["conversations"])).toBe(true);
  });
});
