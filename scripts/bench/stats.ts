/** Small, dependency-free statistics for repeated timings. */

export type Summary = {
  /** Successful samples, in the order they were taken. */
  samples: number[]
  /** Runs that failed (timed out, threw); they are not in `samples`. */
  failed: number
  median: number | null
  min: number | null
  max: number | null
  /** Interquartile range (p75 − p25), linear interpolation. */
  iqr: number | null
}

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  const at = (sorted.length - 1) * q
  const lo = Math.floor(at)
  const hi = Math.ceil(at)
  const low = sorted[lo]
  const high = sorted[hi]
  // q outside [0, 1]
  if (low === undefined || high === undefined) return Number.NaN
  return low + (high - low) * (at - lo)
}

export function summarize(values: readonly (number | null | undefined)[]): Summary {
  const samples = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
  const sorted = [...samples].sort((a, b) => a - b)
  const round = (v: number) => Math.round(v * 10) / 10
  const min = sorted[0]
  const max = sorted.at(-1)
  return {
    samples: samples.map(round),
    failed: values.length - samples.length,
    median: sorted.length ? round(quantile(sorted, 0.5)) : null,
    min: min === undefined ? null : round(min),
    max: max === undefined ? null : round(max),
    iqr: sorted.length ? round(quantile(sorted, 0.75) - quantile(sorted, 0.25)) : null,
  }
}
