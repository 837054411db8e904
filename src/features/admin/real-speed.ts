// The owner's view of the real shoppers' speed as the /api answers it (GET /api/admin/speed: src/lib/api/speed.ts,
// summed and rated by src/lib/vitals/speed-summary.ts), checked as it comes, and its numbers as the owner reads them.
import * as v from 'valibot'
import { METRICS, type Metric, type Percentile } from '../../lib/vitals/buckets'
import { PAGE_KINDS } from '../../lib/vitals/page-kind'

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const measured = v.nullable(
  v.object({
    p75: v.object({ value: v.pipe(v.number(), v.finite()), over: v.boolean() }),
    rating: v.picklist(['good', 'needs-improvement', 'poor']),
    visits: count,
  }),
)

/** The /api's answer: the kinds of page measured in the last days. */
export const SpeedAnswer = v.object({
  kinds: v.array(
    v.object({
      kind: v.picklist(PAGE_KINDS),
      visits: count,
      metrics: v.object(Object.fromEntries(METRICS.map((metric) => [metric, measured])) as Record<Metric, typeof measured>),
    }),
  ),
})

/** A p75 as the owner reads it: LCP in seconds, INP in milliseconds, CLS as a plain number. */
export function formatP75(metric: Metric, { value, over }: Percentile): string {
  const text = metric === 'lcp' ? `${(value / 1000).toFixed(1)} s` : metric === 'inp' ? `${value} ms` : value.toFixed(2)
  return over ? `over ${text}` : text
}
