// The dashboard's benchmark seeds what the shop's own code would have kept: the same daily totals for the same orders,
// the same days and shards, and speed shards the Speed view reads; and it holds fixed what the dashboard's reads
// could depend on, whatever the number of orders.
import { expect, it } from 'vitest'
import { addFigures, dailyTotalsPath, figuresChange, noFigures, shardOf, spanDays, type DayFigures } from '../src/lib/orders/daily-totals'
import { readStoredOrder } from '../src/lib/orders/order-schema'
import { addDays, shopDay } from '../src/lib/orders/shop-time'
import { bucketCount, METRICS } from '../src/lib/vitals/buckets'
import { addSpeedCounts, countsOfShards, readSpeedCounts, speedDays, summariseSpeed } from '../src/lib/vitals/speed-summary'
// @ts-expect-error: a plain ES module script, without types
import * as data from './bench-dashboard-data.mjs'

type Seeded = { id: string; status: string; paidAt?: string }
type Totals = Map<string, DayFigures & { day: string }>
const NOW = Date.parse('2026-03-29T00:30:00.000Z') // just after Berlin moved its clocks on, half past two there
const orders = (count: number) => data.dashboardOrders(count, NOW) as Seeded[]

it('keeps the daily totals the order code keeps for the same orders', () => {
  const seeded = orders(1_200)
  const expected = new Map<string, DayFigures>()
  for (const order of seeded.map((stored) => readStoredOrder(stored.id, stored))) {
    for (const { day, change } of figuresChange(null, order)) {
      const path = dailyTotalsPath(day, shardOf(order.id))
      expected.set(path, addFigures(expected.get(path) ?? noFigures(), change))
    }
  }
  const mirrored = data.dailyTotals(seeded) as Totals
  expect(expected.size).toBeGreaterThan(data.SPAN_DAYS * data.TOTALS_SHARDS)
  expect(new Map([...mirrored].map(([id, { day, ...figures }]) => [`dailyTotals/${id}`, { ...figures, day }]))).toEqual(
    new Map([...expected].map(([path, figures]) => [path, { ...figures, day: path.slice('dailyTotals/'.length, -2) }])),
  )
})

it('counts days and shards as the shop does', () => {
  for (let hour = -30; hour < 30; hour++) {
    const iso = new Date(NOW + hour * 3_600_000).toISOString()
    expect(data.shopDayOf(iso), iso).toBe(shopDay(iso))
  }
  expect(data.addDays('2026-03-01', -1)).toBe(addDays('2026-03-01', -1))
  for (const order of orders(600)) expect(data.shardOf(order.id)).toBe(shardOf(order.id))
  for (const metric of METRICS) expect(data.VITALS_BUCKETS[metric]).toBe(bucketCount(metric))
})

it('holds every shard of the days read and the work waiting fixed, whatever the number of orders', () => {
  const today = shopDay(new Date(NOW).toISOString())
  const from = spanDays(today)[0]!
  for (const count of [1_000, 3_000]) {
    const seeded = orders(count)
    expect(seeded).toHaveLength(count)
    expect(new Set(seeded.map((order) => order.id)).size).toBe(count)
    expect(seeded.filter((order) => order.status === 'paid')).toHaveLength(data.WAITING.paid)
    expect(seeded.filter((order) => order.status === 'withdrawn')).toHaveLength(data.WAITING.withdrawn)
    const read = [...(data.dailyTotals(seeded) as Totals).values()].filter((shard) => shard.day >= from && shard.day <= today)
    expect(read).toHaveLength(data.SPAN_DAYS * data.TOTALS_SHARDS)
  }
})

it('seeds a week of speed the Speed view reads for every kind of page', () => {
  const documents = [...(data.vitalsDocuments(NOW) as Map<string, unknown>).values()].map((stored) => ({ data: stored }))
  const summary = summariseSpeed(countsOfShards(documents, speedDays(new Date(NOW))[0]))
  expect(summary).toHaveLength(data.SPEED_KINDS)
  expect(documents).toHaveLength(7 * data.SPEED_KINDS * 3 * 10)
})

it('seeds the roll-ups the /api would write for the finished days, and counts what it then reads', () => {
  const shards = [...(data.vitalsDocuments(NOW) as Map<string, { day: string }>).values()]
  const days = speedDays(new Date(NOW))
  const rollUps = data.vitalsRollUps(NOW) as Map<string, { day: string; counts: unknown }>
  // Half past midnight (UTC): yesterday ended more than the quarter of an hour the /api waits, so six days are rolled up.
  expect([...rollUps.keys()].sort()).toEqual(days.slice(0, 6))
  for (const [day, rollUp] of rollUps) {
    expect(readSpeedCounts(rollUp.counts)).toEqual(countsOfShards(shards.filter((shard) => shard.day === day).map((shard) => ({ data: shard }))))
  }
  const today = countsOfShards(shards.filter((shard) => shard.day === days[6]).map((shard) => ({ data: shard })))
  const week = addSpeedCounts(today, ...[...rollUps.values()].map((rollUp) => readSpeedCounts(rollUp.counts)))
  expect(summariseSpeed(week)).toEqual(
    summariseSpeed(
      countsOfShards(
        shards.map((shard) => ({ data: shard })),
        days[0],
      ),
    ),
  )
})
