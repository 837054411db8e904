// The owners' dashboard figures for a period of the shop's days ending today (today alone, 7 or 30 days), from the
// daily totals summed per day: net sales, orders, average order, units, the share of units that came back, net
// sales per day beside the period before, and the best sellers. Pure: the page and the tests call the same maths.
import { addFigures, noFigures, type DayFigures } from '../../lib/orders/daily-totals'
import { addDays } from '../../lib/orders/shop-time'
import type { PeriodDays } from './dashboard-search'

export interface PeriodFigures {
  salesCents: number
  orders: number
  /** Net sales per order, to the cent; null without orders. */
  averageCents: number | null
  units: number
  /** Units that came back for every unit sold, 0 to 1; null without units. */
  returnedShare: number | null
}

export interface DayBar {
  day: string
  salesCents: number
  /** The same place in the period before. */
  previousDay: string
  previousSalesCents: number
}

export interface DashboardFigures {
  from: string
  to: string
  current: PeriodFigures
  previous: PeriodFigures
  days: DayBar[]
  /** The five items with the most units sold in the period, most first. */
  topItems: { key: string; name: string; units: number }[]
}

const TOP = 5

function periodFigures(total: DayFigures): PeriodFigures {
  return {
    salesCents: total.salesCents,
    orders: total.orders,
    averageCents: total.orders > 0 ? Math.round(total.salesCents / total.orders) : null,
    units: total.units,
    returnedShare: total.units > 0 ? total.returnedUnits / total.units : null,
  }
}

const dayOf = (byDay: ReadonlyMap<string, DayFigures>, day: string) => byDay.get(day) ?? noFigures()

export function dashboardFigures(byDay: ReadonlyMap<string, DayFigures>, today: string, length: PeriodDays): DashboardFigures {
  const from = addDays(today, -(length - 1))
  const days = Array.from({ length }, (_, index) => addDays(from, index))
  const previousDays = days.map((day) => addDays(day, -length))
  const current = days.reduce((sum, day) => addFigures(sum, dayOf(byDay, day)), noFigures())
  const previous = previousDays.reduce((sum, day) => addFigures(sum, dayOf(byDay, day)), noFigures())
  const topItems = Object.entries(current.items)
    .filter(([, item]) => item.units > 0)
    .map(([key, item]) => ({ key, name: item.name, units: item.units }))
    .sort((a, b) => b.units - a.units || a.name.localeCompare(b.name) || a.key.localeCompare(b.key))
    .slice(0, TOP)
  return {
    from,
    to: today,
    current: periodFigures(current),
    previous: periodFigures(previous),
    days: days.map((day, index) => ({
      day,
      salesCents: dayOf(byDay, day).salesCents,
      previousDay: previousDays[index]!,
      previousSalesCents: dayOf(byDay, previousDays[index]!).salesCents,
    })),
    topItems,
  }
}

/** '12.5%' of a share from 0 to 1, or '–' when there is none. */
export const percentText = (share: number | null): string => (share === null ? '–' : `${(Math.round(share * 1000) / 10).toString()}%`)
