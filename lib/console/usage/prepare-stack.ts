import type { SeriesMetric, SeriesPoint } from "./prepare-buckets";

export type StackedRow = { start: string; end: string; label: string; total: number; byAgent: Record<string, number> };
export type StackSource = { agentId: string; series: readonly SeriesPoint[] | null };

/**
 * One row per bucket with each agent's share of a figure, for bars stacked by agent. Agents without a
 * series (the API reports only their totals) are left out; the buckets are those of the first series.
 */
export function stackByAgent(agents: readonly StackSource[], metric: SeriesMetric): StackedRow[] {
  const charted = agents.filter((agent): agent is StackSource & { series: readonly SeriesPoint[] } => agent.series !== null);
  const [first] = charted;
  if (!first) return [];
  return first.series.map((point, index) => {
    const byAgent = Object.fromEntries(charted.map((agent) => [agent.agentId, agent.series[index]?.[metric] ?? 0]));
    return { start: point.start, end: point.end, label: point.label, total: Object.values(byAgent).reduce((sum, value) => sum + value, 0), byAgent };
  });
}

/** Whether every value of a figure is zero: the chart would be empty. */
export const isAllZero = (points: readonly SeriesPoint[], metrics: readonly SeriesMetric[]) =>
  points.every((point) => metrics.every((metric) => point[metric] === 0));
