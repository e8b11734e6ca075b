/** Repeated timings summed up: their median and spread, with the failed runs counted apart. */

export type Summary = {
  /** Successful samples, in the order they were taken. */
  samples: number[]
  /** Runs that failed (timed out, threw); they are not in `samples`. */
  failed: number
  median: number | null
  min: number | null
  max: number | null
}

export function summarize(values: readonly (number | null | undefined)[]): Summary {
  const samples = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
  const sorted = [...samples].sort((a, b) => a - b)
  const round = (v: number | undefined) => (v === undefined ? null : Math.round(v * 10) / 10)
  const mid = (sorted.length - 1) / 2
  const [low, high] = [sorted[Math.floor(mid)], sorted[Math.ceil(mid)]]
  return {
    samples: samples.map((v) => Math.round(v * 10) / 10),
    failed: values.length - samples.length,
    median: low === undefined || high === undefined ? null : round((low + high) / 2),
    min: round(sorted[0]),
    max: round(sorted.at(-1)),
  }
}
