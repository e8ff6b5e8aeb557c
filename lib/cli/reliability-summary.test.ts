import { describe, expect, it } from "vitest";

import { breaches, summaryLines } from "./reliability-summary.mjs";

const figures = [
  { suite: "fuzz routes", targets: 117, inputs: 2000, serverErrors: 0 },
  { suite: "operator session", faultsInjected: 61, actionsCompleted: 200, messagesLost: 0, messagesDuplicated: 0 },
];

describe("the reliability summary", () => {
  it("lists each suite with a dot for what it does not measure, and totals each column", () => {
    const lines = summaryLines(figures);
    expect(lines[0]).toMatch(/^suite\s+targets\s+inputs\s+5xx\s+faults\s+actions\s+lost\s+duplicated\s+restarts\s+leaks\s+repelled\s+breached$/);
    expect(lines[1]).toMatch(/^fuzz routes\s+117\s+2000\s+0\s+·\s+·/);
    expect(lines[2]).toMatch(/^operator session\s+·\s+·\s+·\s+61\s+200\s+0\s+0\s+·\s+·\s+·\s+·$/);
    expect(lines.at(-1)).toMatch(/^total\s+117\s+2000\s+0\s+61\s+200\s+0\s+0\s+0\s+0\s+0\s+0$/);
    expect(new Set(lines.filter((line) => !line.startsWith("-")).map((line) => line.length)).size).toBe(1);
  });

  it("names every must-be-zero figure that was not zero", () => {
    expect(breaches(figures)).toEqual([]);
    expect(breaches([...figures, { suite: "burst", serverErrors: 1, messagesLost: 2, canaryLeaks: 1, defensesBreached: 3 }])).toEqual([
      "1 5xx seen",
      "2 messages lost",
      "1 canary leaks",
      "3 attacks got through",
    ]);
  });
});
