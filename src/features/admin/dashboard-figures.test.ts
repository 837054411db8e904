import { describe, expect, it } from 'vitest'
import { dashboardFigures, percentText } from './dashboard-figures'
import { PERIODS } from './dashboard-search'
import { LONGEST_PERIOD_DAYS, spanDays } from '../../lib/orders/daily-totals'
import { noFigures, type DayFigures } from '../../lib/orders/daily-totals'

const day = (salesCents: number, orders: number, units: number, returnedUnits = 0, items: DayFigures['items'] = {}): DayFigures => ({
  salesCents,
  orders,
  units,
  returnedUnits,
  items,
})

const byDay = new Map<string, DayFigures>([
  ['2026-11-28', day(5000, 2, 3, 1, { '2_9': { units: 3, name: 'Shirt' } })],
  ['2026-11-27', day(2999, 1, 1, 0, { '5_34': { units: 1, name: 'Tent' } })],
  ['2026-11-22', day(1000, 1, 2, 0, { '2_9': { units: 2, name: 'Shirt' } })],
  ['2026-11-21', day(700, 1, 1)],
  ['2026-11-20', day(100000, 1, 1)],
])

describe('dashboardFigures', () => {
  it('sums the period’s days, today included, and the same number of days before it', () => {
    const week = dashboardFigures(byDay, '2026-11-28', 7)
    expect([week.from, week.to]).toEqual(['2026-11-22', '2026-11-28'])
    expect(week.current).toEqual({ salesCents: 8999, orders: 4, averageCents: 2250, units: 6, returnedShare: 1 / 6 })
    expect(week.previous).toEqual({ salesCents: 100700, orders: 2, averageCents: 50350, units: 2, returnedShare: 0 })
    expect(week.days).toHaveLength(7)
    expect(week.days[0]).toEqual({ day: '2026-11-22', salesCents: 1000, previousDay: '2026-11-15', previousSalesCents: 0 })
    expect(week.days[6]).toEqual({ day: '2026-11-28', salesCents: 5000, previousDay: '2026-11-21', previousSalesCents: 700 })
  })

  it('ranks the best sellers by units, ties by name, five at most', () => {
    const many = new Map([
      [
        '2026-11-28',
        day(0, 0, 0, 0, {
          a: { units: 1, name: 'F' },
          b: { units: 4, name: 'B' },
          c: { units: 4, name: 'A' },
          d: { units: 2, name: 'D' },
          e: { units: 3, name: 'C' },
          f: { units: 1, name: 'E' },
          g: { units: 0, name: 'Gone' },
        }),
      ],
    ])
    expect(dashboardFigures(many, '2026-11-28', 1).topItems.map((item) => item.name)).toEqual(['A', 'B', 'C', 'D', 'E'])
  })

  it('has no average and no return share for a period without orders, rather than dividing by nothing', () => {
    const today = dashboardFigures(new Map([['2026-11-28', noFigures()]]), '2026-11-28', 1)
    expect(today.current).toEqual({ salesCents: 0, orders: 0, averageCents: null, units: 0, returnedShare: null })
    expect(today.days).toEqual([{ day: '2026-11-28', salesCents: 0, previousDay: '2026-11-27', previousSalesCents: 0 }])
    expect(today.topItems).toEqual([])
  })

  it('is sent 60 days: the longest period and the one before it', () => {
    expect(Math.max(...PERIODS)).toBe(LONGEST_PERIOD_DAYS)
    expect(spanDays('2026-11-28')).toHaveLength(60)
    expect([spanDays('2026-11-28')[0], spanDays('2026-11-28').at(-1)]).toEqual(['2026-09-30', '2026-11-28'])
  })

  it('writes a share as a percentage with at most one decimal', () => {
    expect([percentText(1 / 6), percentText(0), percentText(1), percentText(null)]).toEqual(['16.7%', '0%', '100%', '–'])
  })
})
