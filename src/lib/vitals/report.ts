// What a visit sends of its speed: its kind of page and up to three numbers, nothing else (no id, no address, no
// time: the server stamps the day). The /api refuses anything more, so the endpoint can only ever add one to a few
// fixed buckets, never store text a caller chose.
import * as v from 'valibot'
import type { Parsed } from '../orders/json-body'
import { PAGE_KINDS } from './page-kind'
import type { Metric } from './buckets'

/** A report is a few dozen bytes: anything longer is not the shop's. */
export const MAX_REPORT_BYTES = 200

/** Beyond these a value is not a measurement (a tab left open overnight, a forged number): the report is refused. */
const measured = (most: number) => v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(most)))

const VitalsReport = v.pipe(
  v.strictObject({ kind: v.picklist(PAGE_KINDS), lcp: measured(120_000), inp: measured(60_000), cls: measured(100) }),
  v.check((report) => report.lcp !== undefined || report.inp !== undefined || report.cls !== undefined),
)
export type VitalsReport = v.InferOutput<typeof VitalsReport>

/** The metrics a report carries, with their values. */
export const reportedValues = (report: VitalsReport): [Metric, number][] =>
  (['lcp', 'inp', 'cls'] as const).flatMap((metric) => (report[metric] === undefined ? [] : [[metric, report[metric]] as [Metric, number]]))

export function parseVitalsReport(body: unknown): Parsed<VitalsReport, { code: 'bad-report'; message: string }> {
  const parsed = v.safeParse(VitalsReport, body)
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, error: { code: 'bad-report', message: 'Send a kind of page and at least one of lcp, inp and cls, as numbers.' } }
}
