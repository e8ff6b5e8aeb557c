/**
 * Order statistics of a list of numbers: the value below which a share `q` (0…1) of them fall,
 * interpolating linearly between the two nearest ranks (the method of most spreadsheet tools).
 */
export function quantile(values, q) {
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile ${q} is outside 0…1`);
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

export const median = (values) => quantile(values, 0.5);
export const p95 = (values) => quantile(values, 0.95);

export function mean(values) {
  if (values.length === 0) return Number.NaN;
  let total = 0;
  for (const value of values) total += value;
  return total / values.length;
}

/** The usual figures of a sample of durations (or any numbers). */
export function summarize(values) {
  if (values.length === 0) return { count: 0, min: Number.NaN, median: Number.NaN, p95: Number.NaN, p99: Number.NaN, max: Number.NaN, mean: Number.NaN };
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return {
    count: values.length,
    min,
    median: quantile(values, 0.5),
    p95: quantile(values, 0.95),
    p99: quantile(values, 0.99),
    max,
    mean: mean(values),
  };
}

/** Rounds for display and for results.json: enough digits to compare, no float noise. */
export function round(value, digits = 2) {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Whether a figure meets its target; undefined when it has none (an informational figure). */
export function meetsTarget(value, target) {
  if (!target) return undefined;
  if (!Number.isFinite(value)) return false;
  return target.op === "<=" ? value <= target.value : value >= target.value;
}
