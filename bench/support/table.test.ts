import { describe, expect, it } from "vitest";

import { formatTable, formatValue } from "./table.mjs";

describe("formatValue", () => {
  it("keeps fewer decimals as values grow", () => {
    expect(formatValue(1.23456, "ms")).toBe("1.23 ms");
    expect(formatValue(12.345, "ms")).toBe("12.3 ms");
    expect(formatValue(1234.5, "req/s")).toBe("1,235 req/s");
    expect(formatValue(0.9)).toBe("0.9");
  });

  it("shows a missing value as it is", () => {
    expect(formatValue(Number.NaN, "ms")).toBe("NaN");
  });
});

describe("formatTable", () => {
  it("lines up each figure with its target and verdict", () => {
    const table = formatTable([
      { id: "a", label: "Throughput ratio", value: 0.91, unit: "", target: { op: ">=", value: 0.85 } },
      { id: "b", label: "Added median latency", value: 3.5, unit: "ms", target: { op: "<=", value: 2 } },
      { id: "c", label: "Cold start", value: 2400, unit: "ms" },
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^Figure\s+Value\s+Target$/);
    expect(lines[2]).toMatch(/^Throughput ratio\s+0\.91\s+>= 0\.85\s+met$/);
    expect(lines[3]).toMatch(/^Added median latency\s+3\.5 ms\s+<= 2 ms\s+NOT MET$/);
    expect(lines[4]).toMatch(/^Cold start\s+2,400 ms$/);
  });
});
