// The dashboard's one read: GET /api/admin/dashboard (src/lib/api/dashboard.ts), all its panels in one answer, as
// the caller's role allows: the shop's day, for owners the daily totals of the days compared (one sum per day) and the
// real shoppers' speed, and for everyone the work waiting and the low-stock count. Checked as it comes. Read afresh on
// every visit of the page (orders change as shoppers pay and owners act), but not again as the page renders.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { callApi } from '../../orders/api/shop-api'
import { sumByDay, type DayFigures } from '../../../lib/orders/daily-totals'
import { SpeedAnswer } from '../real-speed'
import { realSpeedQueryOptions } from './real-speed-query'

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

const DashboardAnswer = v.object({
  today: v.pipe(v.string(), v.isoDate()),
  /** Owners only: one object per day with figures, as a shard of the daily totals reads (daily-totals.ts). */
  totals: v.optional(v.array(v.unknown())),
  work: v.object({ toShip: count, awaitingGoods: count }),
  lowStock: count,
  /** Owners only; null when the /api could not read it just now. */
  speed: v.optional(v.nullable(SpeedAnswer.entries.kinds)),
})

export interface WorkCounts {
  /** Paid orders not yet shipped. */
  toShip: number
  /** Withdrawn orders whose goods are not back yet. */
  awaitingGoods: number
}

export interface DashboardData {
  /** The shop's day the figures end on, as the /api read them. */
  today: string
  /** The sales per day, owners only (null for staff). */
  byDay: ReadonlyMap<string, DayFigures> | null
  work: WorkCounts
  lowStock: number
}

/** Kept this long, the answer the loader read serves the page it was read for. */
const FRESH_MS = 5_000

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: async ({ client }: { client: QueryClient }): Promise<DashboardData> => {
      const result = await callApi('/admin/dashboard', DashboardAnswer, { signedIn: true })
      if (!result.ok) throw new Error(result.error.message)
      const { today, totals, work, lowStock, speed } = result.data
      // The speed's panel reads what the Speed page reads; an answer without it (staff's, or the speed unreadable just
      // now) leaves the panel to ask for it, and to say so if it cannot.
      if (speed) client.setQueryData(realSpeedQueryOptions().queryKey, speed)
      return { today, byDay: totals ? sumByDay(totals) : null, work, lowStock }
    },
    staleTime: FRESH_MS,
  })
