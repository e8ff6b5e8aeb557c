import { meetsTarget } from "./stats.mjs";

/** A figure's value with its unit, rounded for reading. */
export function formatValue(value, unit = "") {
  if (typeof value !== "number" || !Number.isFinite(value)) return String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return unit ? `${text} ${unit}` : text;
}

/** The figures as a plain-text table: figure, value, target, and whether the target is met. */
export function formatTable(figures) {
  const rows = figures.map((figure) => {
    const met = meetsTarget(figure.value, figure.target);
    return [
      figure.label,
      formatValue(figure.value, figure.unit),
      figure.target ? `${figure.target.op} ${formatValue(figure.target.value, figure.unit)}` : "",
      met === undefined ? "" : met ? "met" : "NOT MET",
    ];
  });
  const header = ["Figure", "Value", "Target", ""];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
