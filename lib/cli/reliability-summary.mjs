// The summary of `npm run test:reliability`: every suite's figures in one table, and which must-be-zero figures were not.

/** Figures that must be 0 for the run to pass, with the words the table uses. */
export const mustBeZero = {
  serverErrors: "5xx seen",
  messagesLost: "messages lost",
  messagesDuplicated: "messages duplicated",
  canaryLeaks: "canary leaks",
  defensesBreached: "attacks got through",
};

const columns = [
  ["targets", "targets"],
  ["inputs", "inputs"],
  ["serverErrors", "5xx"],
  ["faultsInjected", "faults"],
  ["actionsCompleted", "actions"],
  ["messagesLost", "lost"],
  ["messagesDuplicated", "duplicated"],
  ["restartsSurvived", "restarts"],
  ["canaryLeaks", "leaks"],
  ["attacksRepelled", "repelled"],
  ["defensesBreached", "breached"],
];

const sum = (figures, key) => figures.reduce((total, entry) => total + (entry[key] ?? 0), 0);

/** The table as lines of text: one row per suite and a total row; a figure a suite does not measure shows as "·". */
export function summaryLines(figures) {
  const rows = [
    ["suite", ...columns.map(([, label]) => label)],
    ...figures.map((entry) => [entry.suite, ...columns.map(([key]) => (entry[key] === undefined ? "·" : String(entry[key])))]),
    ["total", ...columns.map(([key]) => String(sum(figures, key)))],
  ];
  const widths = rows[0].map((_, index) => Math.max(...rows.map((row) => row[index].length)));
  const line = (row) => row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join("  ");
  return [line(rows[0]), ...rows.slice(1, -1).map(line), "-".repeat(line(rows[0]).length), line(rows.at(-1))];
}

/** The must-be-zero figures that were not, in words, e.g. "2 messages lost". */
export function breaches(figures) {
  return Object.entries(mustBeZero).flatMap(([key, words]) => {
    const total = sum(figures, key);
    return total === 0 ? [] : [`${total} ${words}`];
  });
}
