import { describe, expect, it } from "vitest";

import { compareTotals, compareWithPrevious } from "./prepare-compare";

describe("compareWithPrevious", () => {
  it("gives the change against the previous period in words", () => {
    expect(compareWithPrevious(125, 100)).toMatchObject({ change: 0.25, direction: "up", text: "+25% vs previous period" });
    expect(compareWithPrevious(50, 200)).toMatchObject({ change: -0.75, direction: "down", text: "-75% vs previous period" });
    expect(compareWithPrevious(7, 7)).toMatchObject({ change: 0, direction: "same", text: "Same as previous period" });
    expect(compareWithPrevious(0, 0)).toMatchObject({ change: null, direction: "same" });
  });

  it("says when there was nothing before, or no earlier figure at all", () => {
    expect(compareWithPrevious(3, 0)).toMatchObject({ change: null, direction: "up", text: "New this period" });
    expect(compareWithPrevious(3, null)).toMatchObject({ previous: null, direction: "unknown", text: "No earlier figure" });
    expect(compareWithPrevious(3, undefined).direction).toBe("unknown");
  });

  it("compares a whole set of figures, a missing earlier one included", () => {
    const deltas = compareTotals({ conversations: 4, messages: 10 }, { conversations: 2 });
    expect(deltas.conversations.change).toBe(1);
    expect(deltas.messages.direction).toBe("unknown");
    expect(compareTotals({ tokens: 1 }, null).tokens.previous).toBeNull();
  });
});
