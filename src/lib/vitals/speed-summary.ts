// The real shoppers' speed of the last days as the owner reads it, worked out once for the /api (src/lib/api/speed.ts)
// and whatever else sums the histograms: counts summed per kind of page and metric (from a day's shards or its
// roll-up), and each sum's p75 rated by Google's thresholds (buckets.ts). What the code cannot read is left out.
import { addCounts, METRICS, p75, rate, type Metric, type Percentile, type Rating } from './buckets'
import { PAGE_KINDS, type PageKind } from './page-kind'

/** The days the view sums: today (UTC, as the shards are stamped) and the six before. */
export const SPEED_DAYS = 7
const DAY_MS = 24 * 60 * 60_000

/** Summed histograms per kind of page and metric: what a day's roll-up stores, and what a week adds up to. */
export type SpeedCounts = { [kind in PageKind]?: { [metric in Metric]?: number[] } }

interface MetricSummary {
  p75: Percentile
  rating: Rating
  /** The visits that reported this metric. */
  visits: number
}

export interface KindSummary {
  kind: PageKind
  /** The visits measured: those that reported the metric most reported (every report carries at least one). */
  visits: number
  metrics: Record<Metric, MetricSummary | null>
}

/** The days the view sums, oldest first, as the shards name days ('2026-11-22'). */
export const speedDays = (now: Date): string[] =>
  Array.from({ length: SPEED_DAYS }, (_, index) => new Date(now.getTime() - (SPEED_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10))

const countList = (value: unknown): number[] | null =>
  Array.isArray(value) ? value.map((count) => (typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0)) : null

/** Adds `list` to the sum of `kind` and `metric` in `into`. */
function addInto(into: SpeedCounts, kind: PageKind, metric: Metric, list: readonly number[]) {
  const sums = (into[kind] ??= {})
  sums[metric] = addCounts(metric, sums[metric] ?? [], list)
}

/** The sums of histogram shards (`{day, kind, metric, counts}`) of `firstDay` and after; a shard not readable adds nothing. */
export function countsOfShards(documents: readonly { data: unknown }[], firstDay = ''): SpeedCounts {
  const sums: SpeedCounts = {}
  for (const { data } of documents) {
    const shard = (data ?? {}) as Record<string, unknown>
    const counts = countList(shard.counts)
    const { day, kind, metric } = shard
    if (typeof day !== 'string' || day < firstDay || !counts) continue
    if (!PAGE_KINDS.includes(kind as PageKind) || !METRICS.includes(metric as Metric)) continue
    addInto(sums, kind as PageKind, metric as Metric, counts)
  }
  return sums
}

/** Stored counts (a roll-up's) read back: only known kinds and metrics, only counts. */
export function readSpeedCounts(value: unknown): SpeedCounts {
  const stored = (value ?? {}) as Record<string, Record<string, unknown> | undefined>
  const sums: SpeedCounts = {}
  for (const kind of PAGE_KINDS)
    for (const metric of METRICS) {
      const counts = typeof stored[kind] === 'object' ? countList(stored[kind]?.[metric]) : null
      if (counts) addInto(sums, kind, metric, counts)
    }
  return sums
}

/** Several days' counts summed. */
export function addSpeedCounts(...days: readonly SpeedCounts[]): SpeedCounts {
  const sums: SpeedCounts = {}
  for (const day of days) for (const kind of PAGE_KINDS) for (const metric of METRICS) if (day[kind]?.[metric]) addInto(sums, kind, metric, day[kind][metric])
  return sums
}

/** The kinds of page with at least one measured visit, in the order PAGE_KINDS lists them, each metric's p75 rated. */
export function summariseSpeed(sums: SpeedCounts): KindSummary[] {
  return PAGE_KINDS.flatMap((kind) => {
    const metrics = Object.fromEntries(
      METRICS.map((metric) => {
        const counts = addCounts(metric, sums[kind]?.[metric] ?? [])
        const percentile = p75(metric, counts)
        const visits = counts.reduce((sum, count) => sum + count, 0)
        return [metric, percentile ? { p75: percentile, rating: rate(metric, percentile), visits } : null]
      }),
    ) as Record<Metric, MetricSummary | null>
    const visits = Math.max(...METRICS.map((metric) => metrics[metric]?.visits ?? 0))
    return visits > 0 ? [{ kind, visits, metrics }] : []
  })
}
