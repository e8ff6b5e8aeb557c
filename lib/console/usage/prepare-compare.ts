/** Period-over-period comparison of one figure. */
export type Delta = {
  current: number;
  /** The previous period's figure; null when it is not reported. */
  previous: number | null;
  /** The change as a share of the previous figure (0.25 = 25 % more); null when there is nothing to divide by. */
  change: number | null;
  direction: "up" | "down" | "same" | "unknown";
  /** "+25% vs previous period", "New this period", "Same as previous period", "No earlier figure". */
  text: string;
};

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });

export function compareWithPrevious(current: number, previous: number | null | undefined): Delta {
  if (previous === null || previous === undefined || !Number.isFinite(previous)) {
    return { current, previous: null, change: null, direction: "unknown", text: "No earlier figure" };
  }
  if (current === previous) return { current, previous, change: current === 0 ? null : 0, direction: "same", text: "Same as previous period" };
  if (previous === 0) return { current, previous, change: null, direction: "up", text: "New this period" };
  const change = (current - previous) / previous;
  return { current, previous, change, direction: change > 0 ? "up" : "down", text: `${percent.format(change)} vs previous period` };
}

/** Compares every figure of a set with the same figure of the previous period. */
export function compareTotals<K extends string>(current: Record<K, number>, previous: Partial<Record<K, number | null>> | null): Record<K, Delta> {
  const keys = Object.keys(current) as K[];
  return Object.fromEntries(keys.map((key) => [key, compareWithPrevious(current[key], previous?.[key] ?? null)])) as Record<K, Delta>;
}
