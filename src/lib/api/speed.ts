// GET /api/admin/speed: the real shoppers' speed of the last SPEED_DAYS days, summed and rated per kind of page
// (src/lib/vitals/speed-summary.ts), a few kB for the owners' Speed page ('speed' in back-office-roles.ts); the
// dashboard's answer holds the same (speedKinds, dashboard.ts). The raw histograms (vitals.ts) stay on the server.
//
// Reads that do not grow with the traffic or the days: a day's shards are stamped with the UTC day of the report, so
// once that day has ended (and ROLL_UP_AFTER_MS more, for a report still on its way) they never change. The first
// read of such a day sums its shards and writes the sum, in a transaction, as one roll-up `vitalsDays/{day}`; every
// later read takes that one document. Today's shards, still counting, are read as they are. A week costs six
// roll-ups and today's shards (at most kinds × metrics × VITALS_SHARDS), the first view after midnight a day's shards
// more. TTL deletes the roll-ups after KEPT_DAYS as it does the shards.
import { addSpeedCounts, countsOfShards, type KindSummary, readSpeedCounts, speedDays, type SpeedCounts, summariseSpeed } from '../vitals/speed-summary'
import { backOfficeAccess } from './back-office-access'
import { json, type ApiResponse } from './http'
import type { Caller, Deps, DocumentStore } from './ports'

/** How long after a UTC day's end its shards are taken as final: a report admitted before midnight may commit late. */
const ROLL_UP_AFTER_MS = 15 * 60_000
const DAY_MS = 24 * 60 * 60_000
const KEPT_DAYS = 14

/** A day's shards, summed. */
const shardsOf = async (store: DocumentStore, day: string): Promise<SpeedCounts> => countsOfShards(await store.query('vitals', [['day', '==', day]]))

/** A finished day's sums: its roll-up, made from its shards the first time. */
async function rolledUp(store: DocumentStore, day: string): Promise<SpeedCounts> {
  const path = `vitalsDays/${day}`
  const stored = await store.get(path)
  if (stored.data) return readSpeedCounts(stored.data.counts)
  const counts = await shardsOf(store, day)
  // Two owners reading at once may both sum the day; the first to commit writes it, and both sums are the same.
  return store.runTransaction(async (tx) => {
    const again = await tx.get(path)
    if (again.data) return readSpeedCounts(again.data.counts)
    tx.set(path, { day, counts, expiresAt: new Date(Date.parse(day) + KEPT_DAYS * DAY_MS) })
    return counts
  })
}

/** The speed of the last SPEED_DAYS days, summed and rated per kind of page: for owners only (the caller checks). */
export async function speedKinds({ store, now }: Pick<Deps, 'store' | 'now'>): Promise<KindSummary[]> {
  const at = now().getTime()
  const days = await Promise.all(
    speedDays(new Date(at)).map((day) => (Date.parse(day) + DAY_MS + ROLL_UP_AFTER_MS <= at ? rolledUp(store, day) : shardsOf(store, day))),
  )
  return summariseSpeed(addSpeedCounts(...days))
}

export async function readSpeed(deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'speed')
  if ('refused' in access) return access.refused
  return json(200, { kinds: await speedKinds(deps) })
}
