import { describe, expect, it } from "vitest";

import { compareFigures, formatComparison } from "./compare.mjs";

const committed = [
  { id: "handoff.sse.median", label: "Hand-off median", value: 40, unit: "ms", target: { op: "<=", value: 15 } },
  { id: "proxy.throughput-ratio", label: "Throughput ratio", value: 0.5, unit: "" },
];

describe("compareFigures", () => {
  it("puts each figure beside the committed one with its ratio and verdict", () => {
    const rows = compareFigures(
      [
        { id: "handoff.sse.median", label: "Hand-off median", value: 12, unit: "ms", target: { op: "<=", value: 15 } },
        { id: "proxy.throughput-ratio", label: "Throughput ratio", value: 0.6, unit: "" },
        { id: "instances.rss", label: "Second instance memory", value: 400, unit: "MiB" },
      ],
      committed,
    );
    expect(rows[0]).toMatchObject({ value: 12, committed: 40, ratio: 0.3, met: true });
    expect(rows[1]).toMatchObject({ value: 0.6, committed: 0.5, ratio: 1.2, met: undefined });
    expect(rows[2]).toMatchObject({ value: 400, committed: undefined, ratio: undefined });
  });

  it("gives no ratio against a committed zero", () => {
    const [row] = compareFigures([{ id: "x", label: "x", value: 3, unit: "" }], [{ id: "x", label: "x", value: 0, unit: "" }]);
    expect(row.ratio).toBeUndefined();
  });
});

describe("formatComparison", () => {
  it("lines up value, committed value, ratio, target and verdict", () => {
    const lines = formatComparison(
      compareFigures(
        [
          { id: "handoff.sse.median", label: "Hand-off median", value: 60, unit: "ms", target: { op: "<=", value: 15 } },
          { id: "new", label: "New figure", value: 2, unit: "ms" },
        ],
        committed,
      ),
    ).split("\n");
    expect(lines[0]).toMatch(/^Figure\s+Value\s+Committed\s+Ratio\s+Target$/);
    expect(lines[2]).toMatch(/^Hand-off median\s+60 ms\s+40 ms\s+×1\.50\s+<= 15 ms\s+NOT MET$/);
    expect(lines[3]).toMatch(/^New figure\s+2 ms\s+—$/);
  });
});
