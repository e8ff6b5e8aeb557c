/**
 * The p-th percentile (0–100) of a sample by the nearest-rank method: the smallest value with at
 * least p % of the sample at or below it. Null for an empty sample.
 */
export function percentile(samples: readonly number[], p: number): number | null {
  const values = samples.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (values.length === 0) return null;
  const rank = Math.max(1, Math.ceil((Math.min(100, Math.max(0, p)) / 100) * values.length));
  return values[rank - 1]!;
}

export type DurationSummary = { count: number; p50: number; p95: number };

/** The median and 95th percentile of durations, or null when there are none. */
export function summarizeDurations(samples: readonly number[]): DurationSummary | null {
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  if (p50 === null || p95 === null) return null;
  return { count: samples.filter((value) => Number.isFinite(value)).length, p50, p95 };
}

/** A duration in plain words: "850 ms", "12.4 s", "3 min 5 s", "2 h 10 min". */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(ms < 10_000 ? 1 : 0)} s`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min ${Math.round((ms % 60_000) / 1_000)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
