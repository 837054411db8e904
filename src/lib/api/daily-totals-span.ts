// The daily totals the dashboard compares: every day of its longest period and of the period before it, up to the
// shop's day today. Each day is kept in TOTALS_SHARDS documents (daily-totals.ts), read by their paths in one call,
// so the reads are the same whatever the orders: TOTALS_SPAN_DAYS × TOTALS_SHARDS (daily-totals.ts). They leave as one sum per day.
import { dailyTotalsPath, spanDays, sumByDay, TOTALS_SHARDS, type DayFigures } from '../orders/daily-totals'
import type { DocumentStore } from './ports'

/** One day's totals as the dashboard receives them. */
export type DayTotals = { day: string } & DayFigures

/** The totals of each day of the span ending `today` that has any, oldest first. */
export async function dailyTotalsOfSpan(store: DocumentStore, today: string): Promise<DayTotals[]> {
  const paths = spanDays(today).flatMap((day) => Array.from({ length: TOTALS_SHARDS }, (_, shard) => dailyTotalsPath(day, shard)))
  const shards = await store.getAll(paths)
  const byDay = sumByDay(shards.flatMap(({ data }) => (data === undefined ? [] : [data])))
  return [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, figures]) => ({ day, ...figures }))
}
