// The owners' dashboard reads: the daily totals of the 60 days up to today (every period and the one before it, from
// one read of a few documents a day), and the counts of the work waiting. Always read afresh: orders change as
// shoppers pay and owners act.
import { queryOptions } from '@tanstack/react-query'
import { sumByDay, type DayFigures } from '../../../lib/orders/daily-totals'
import { spanOf } from '../dashboard-figures'

export const dailyTotalsQueryOptions = (today: string) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'totals', today],
    queryFn: async (): Promise<ReadonlyMap<string, DayFigures>> => {
      const { fetchDailyTotals } = await import('../../../lib/firebase/dashboard')
      const { from, to } = spanOf(today)
      return sumByDay(await fetchDailyTotals(from, to))
    },
    staleTime: 0,
  })

export interface WorkCounts {
  /** Paid orders not yet shipped. */
  toShip: number
  /** Withdrawn orders whose goods are not back yet. */
  awaitingGoods: number
}

export const workCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'counts'],
    queryFn: async (): Promise<WorkCounts> => {
      const { countOrdersIn } = await import('../../../lib/firebase/dashboard')
      const [toShip, awaitingGoods] = await Promise.all([countOrdersIn('paid'), countOrdersIn('withdrawn')])
      return { toShip, awaitingGoods }
    },
    staleTime: 0,
  })
