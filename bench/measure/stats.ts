// Order statistics for latency samples.

/** The q-quantile (0..1) with linear interpolation between the closest ranks; NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] as number;
  const high = sorted[upper] as number;
  return low + (high - low) * (position - lower);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/** Rounds for the report: enough digits to compare, not so many that noise looks like signal. */
export const round = (value: number, digits = 2) =>
  Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : null;
