// POST /api/vitals: one visit's speed (src/lib/vitals/report.ts), added to the day's histograms. Sent as a beacon
// when the page is hidden, so it carries no App Check token: getting one would load App Check's code and its
// attestation on every measured visit (the very cost measured here), and a beacon cannot wait for one. What keeps it
// from being abused instead: the body is a kind of page and up to three bounded numbers, so a call can only add one
// to a fixed bucket; and each client (its address block, as checkouts count guests: client-key.ts) is admitted at
// most REPORTS_PER_WINDOW reports a window, counted in `limits/` like checkouts. A forger can skew the numbers of
// the addresses it holds, never write anything else.
//
// Storage: `vitals/{day}_{kind}_{metric}_{shard}`, each a day's histogram of one metric on one kind of page, spread
// over VITALS_SHARDS documents chosen at random per report, so each document takes a VITALS_SHARDS-th of the
// reports. A report is one transaction over its client's count and one shard per metric it carries.
import { countKey, addressBlock, forwardedClient } from '../orders/client-key'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { addCounts, bucketOf, type Metric } from '../vitals/buckets'
import { MAX_REPORT_BYTES, parseVitalsReport, reportedValues } from '../vitals/report'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import type { Deps } from './ports'

/** Shards per day, kind and metric: at 10 sampled reports a second on one kind of page, each takes one write a second. */
export const VITALS_SHARDS = 10
/** Reports one client may send a window: a shopper on one page every 20 seconds, all of them measured. */
export const REPORTS_PER_WINDOW = 30
const WINDOW_MS = 10 * 60_000
/** How long a day's histograms are kept (a TTL policy on `expiresAt` deletes them): the owner's view reads 7 days. */
const KEPT_DAYS = 14
const DAY_MS = 24 * 60 * 60_000

/** A shard's stored counts, as a list of non-negative numbers; anything else reads as none. */
const storedCounts = (data: Record<string, unknown> | undefined): number[] =>
  Array.isArray(data?.counts) ? data.counts.map((count) => (typeof count === 'number' && count > 0 ? count : 0)) : []

export async function recordVitals(request: ApiRequest, deps: Deps): Promise<ApiResponse> {
  const body = readJsonBody(bodyText(request), MAX_REPORT_BYTES)
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const report = parseVitalsReport(body.value)
  if (!report.ok) return apiError(400, report.error.code, report.error.message)

  const now = deps.now()
  const address = forwardedClient(request.headers['x-forwarded-for'], deps.trustedProxies)
  const window = Math.floor(now.getTime() / WINDOW_MS)
  const limitPath = `limits/${await countKey(`vitals:${address === null ? 'unknown' : addressBlock(address)}`)}-${window}`
  const day = now.toISOString().slice(0, 10)
  const shards = reportedValues(report.value).map(([metric, value]) => {
    const shard = Math.floor(Math.random() * VITALS_SHARDS)
    return { metric, shard, bucket: bucketOf(metric, value), path: `vitals/${day}_${report.value.kind}_${metric}_${shard}` }
  })

  const admitted = await deps.store.runTransaction(async (tx) => {
    const [limit, ...stored] = await tx.getAll([limitPath, ...shards.map((shard) => shard.path)])
    const sent = typeof limit!.data?.reports === 'number' ? limit!.data.reports : 0
    if (sent >= REPORTS_PER_WINDOW) return false
    tx.set(limitPath, { reports: sent + 1, expiresAt: new Date((window + 2) * WINDOW_MS) })
    shards.forEach(({ metric, shard, bucket, path }, index) => {
      const counts = addCounts(metric as Metric, storedCounts(stored[index]!.data))
      counts[bucket]! += 1
      tx.set(path, { day, kind: report.value.kind, metric, shard, counts, expiresAt: new Date(Date.parse(day) + KEPT_DAYS * DAY_MS) })
    })
    return true
  })
  if (!admitted) {
    const seconds = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now.getTime()) / 1000))
    return { ...apiError(429, 'too-many-reports', 'Too many speed reports from this connection.'), headers: { 'Retry-After': String(seconds) } }
  }
  return json(202, { recorded: true })
}
