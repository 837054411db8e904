// The owner's view of the real shoppers' speed: the stored histogram shards of the last days summed per kind of page
// and metric, and each sum's p75 rated by Google's thresholds (src/lib/vitals/buckets.ts). A shard the code cannot
// read is left out, never a reason the page fails.
import * as v from 'valibot'
import { addCounts, METRICS, p75, rate, type Metric, type Percentile, type Rating } from '../../lib/vitals/buckets'
import { PAGE_KINDS, type PageKind } from '../../lib/vitals/page-kind'

/** The days the view sums: today (UTC, as the shards are stamped) and the six before. */
export const SPEED_DAYS = 7

const Shard = v.object({
  day: v.string(),
  kind: v.picklist(PAGE_KINDS),
  metric: v.picklist(METRICS),
  counts: v.array(v.pipe(v.number(), v.finite(), v.minValue(0))),
})

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

const DAY_MS = 24 * 60 * 60_000

/** The first day the view sums, as the shards name days ('2026-11-22'). */
export const firstSpeedDay = (now: Date): string => new Date(now.getTime() - (SPEED_DAYS - 1) * DAY_MS).toISOString().slice(0, 10)

/** The kinds of page with at least one measured visit since `firstDay`, in the order PAGE_KINDS lists them. */
export function summariseSpeed(documents: readonly { data: unknown }[], firstDay: string): KindSummary[] {
  const lists = new Map<string, number[][]>()
  for (const { data } of documents) {
    const shard = v.safeParse(Shard, data)
    if (!shard.success || shard.output.day < firstDay) continue
    const key = `${shard.output.kind}/${shard.output.metric}`
    lists.set(key, [...(lists.get(key) ?? []), shard.output.counts])
  }
  return PAGE_KINDS.flatMap((kind) => {
    const metrics = Object.fromEntries(
      METRICS.map((metric) => {
        const counts = addCounts(metric, ...(lists.get(`${kind}/${metric}`) ?? []))
        const percentile = p75(metric, counts)
        const visits = counts.reduce((sum, count) => sum + count, 0)
        return [metric, percentile ? { p75: percentile, rating: rate(metric, percentile), visits } : null]
      }),
    ) as Record<Metric, MetricSummary | null>
    const visits = Math.max(...METRICS.map((metric) => metrics[metric]?.visits ?? 0))
    return visits > 0 ? [{ kind, visits, metrics }] : []
  })
}

/** A p75 as the owner reads it: LCP in seconds, INP in milliseconds, CLS as a plain number. */
export function formatP75(metric: Metric, { value, over }: Percentile): string {
  const text = metric === 'lcp' ? `${(value / 1000).toFixed(1)} s` : metric === 'inp' ? `${value} ms` : value.toFixed(2)
  return over ? `over ${text}` : text
}
