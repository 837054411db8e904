// The real shoppers' speed, as the shop keeps it: for each metric a histogram of fixed buckets, so that any number
// of visits costs the same few documents and the 75th percentile is read from summed counts (Google rates a page
// by the 75th percentile of its visits: https://web.dev/articles/vitals).
//
// A value v falls in the first bucket whose upper edge is >= v; one above the last edge falls in an overflow bucket.
// The p75 is given as the upper edge of the bucket holding it, so it is never below the true p75 and at most one
// bucket's width above it: 100 ms for LCP up to 6 s, 25 ms for INP up to 600 ms, 0.01 for CLS up to 0.3 (wider
// buckets beyond, where a page is poor whatever the exact number). Google's thresholds are edges themselves, so the
// rating read from the buckets is always the rating of the true p75.

export const METRICS = ['lcp', 'inp', 'cls'] as const
export type Metric = (typeof METRICS)[number]

const steps = (from: number, to: number, step: number, scale = 1): number[] =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => Math.round((from + index * step) * scale) / scale)

/** Each metric's bucket edges (ms for LCP and INP, none for CLS) and Google's good / poor thresholds. */
export const METRIC_SCALES: Record<Metric, { edges: readonly number[]; good: number; poor: number }> = {
  lcp: { edges: [...steps(100, 6000, 100), 7000, 8000, 10_000, 15_000, 20_000], good: 2500, poor: 4000 },
  inp: { edges: [...steps(25, 600, 25), 700, 800, 1000, 1500, 2000, 5000], good: 200, poor: 500 },
  cls: { edges: [...steps(0.01, 0.3, 0.01, 100), 0.4, 0.5, 0.75, 1, 2, 5], good: 0.1, poor: 0.25 },
}

/** How many counts a metric's histogram holds: one per edge, and the overflow. */
export const bucketCount = (metric: Metric): number => METRIC_SCALES[metric].edges.length + 1

/** The bucket a value falls in. */
export function bucketOf(metric: Metric, value: number): number {
  const { edges } = METRIC_SCALES[metric]
  const index = edges.findIndex((edge) => value <= edge)
  return index === -1 ? edges.length : index
}

export interface Percentile {
  /** The upper edge of the bucket holding the p75; for the overflow bucket, the last edge. */
  value: number
  /** The p75 lies beyond the last edge: `value` is a lower bound. */
  over: boolean
}

/** The 75th percentile of the values counted in `counts` (one count per bucket), or null when none were. */
export function p75(metric: Metric, counts: readonly number[]): Percentile | null {
  const { edges } = METRIC_SCALES[metric]
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total === 0) return null
  // The nearest-rank p75: the smallest value with at least 75 % of the visits at or below it.
  const rank = Math.ceil(total * 0.75)
  let seen = 0
  for (const [index, count] of counts.entries()) {
    seen += count
    if (seen >= rank) return index < edges.length ? { value: edges[index]!, over: false } : { value: edges.at(-1)!, over: true }
  }
  return null
}

export type Rating = 'good' | 'needs-improvement' | 'poor'

/** Google's rating of a p75: good up to the good threshold, poor above the poor one. */
export function rate(metric: Metric, percentile: Percentile): Rating {
  const { good, poor } = METRIC_SCALES[metric]
  if (percentile.over || percentile.value > poor) return 'poor'
  return percentile.value <= good ? 'good' : 'needs-improvement'
}

/** Counts summed bucket by bucket (shards, days); a missing or short list adds nothing where it has nothing. */
export function addCounts(metric: Metric, ...lists: readonly (readonly number[])[]): number[] {
  const sum = Array<number>(bucketCount(metric)).fill(0)
  for (const list of lists) list.forEach((count, index) => index < sum.length && (sum[index]! += count))
  return sum
}
