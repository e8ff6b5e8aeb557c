import { execFileSync } from "node:child_process";

import { meetsTarget, round } from "./stats.mjs";
import { formatValue } from "./table.mjs";

/**
 * The figures as committed: `bench/results.json` at HEAD of the repository, or undefined when it is not committed
 * (or there is no git). Read from git rather than the file, which a run has just rewritten.
 */
export function committedFigures(projectRoot, file = "bench/results.json") {
  try {
    const text = execFileSync("git", ["show", `HEAD:${file}`], {
      cwd: projectRoot,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 << 20,
    });
    return JSON.parse(text).figures ?? [];
  } catch {
    return undefined;
  }
}

/**
 * Each figure of this run beside the committed one with the same id: both values, their ratio (this ÷ committed)
 * and whether this run meets the figure's target. A figure new to this run has no committed value.
 */
export function compareFigures(figures, committed) {
  const byId = new Map(committed.map((figure) => [figure.id, figure]));
  return figures.map((figure) => {
    const before = byId.get(figure.id);
    const isComparable = typeof figure.value === "number" && typeof before?.value === "number" && before.value !== 0;
    return {
      id: figure.id,
      label: figure.label,
      unit: figure.unit,
      value: figure.value,
      committed: before?.value,
      ratio: isComparable ? round(figure.value / before.value, 2) : undefined,
      target: figure.target,
      met: meetsTarget(figure.value, figure.target),
    };
  });
}

/** The comparison as a plain-text table: figure, value, committed value, ratio, target and verdict. */
export function formatComparison(rows) {
  const cells = rows.map((row) => [
    row.label,
    formatValue(row.value, row.unit),
    row.committed === undefined ? "—" : formatValue(row.committed, row.unit),
    row.ratio === undefined ? "" : `×${row.ratio.toFixed(2)}`,
    row.target ? `${row.target.op} ${formatValue(row.target.value, row.unit)}` : "",
    row.met === undefined ? "" : row.met ? "met" : "NOT MET",
  ]);
  const header = ["Figure", "Value", "Committed", "Ratio", "Target", ""];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  const isNumeric = (column) => column >= 1 && column <= 3;
  const line = (row) =>
    row
      .map((cell, column) => (isNumeric(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...cells.map(line)].join("\n");
}
