// The shop's money per day, kept as orders change so that the owners' dashboard reads a few documents, never every
// order. An order counts on the shop's day it was paid (shop-time.ts), with what it is worth now: its net sales (its
// goods after the code's discount, without shipping and tax, less the share that went back: netSalesCents), its
// units, the units that came back, and its units per item.
// A refund or a return made later changes the day the order was paid, as the export's row of that order changes.
// Every save of an order adds what it is worth after, less what it was worth before: the same save made twice (a
// retried transaction reads the order it already wrote) adds nothing, so nothing is ever counted twice.
import * as v from 'valibot'
import { wasPaid, type Order } from './order'
import { netSalesCents } from './order-money'
import { addDays, shopDay } from './shop-time'
import { stockDocumentId } from './stock-id'

/**
 * Each day's totals are split over this many documents (dailyTotals/{day}_{shard}), each order always writing the
 * same one: Firestore sustains about one write a second per document, so paid orders of the same second rarely meet.
 */
export const TOTALS_SHARDS = 8

/** What orders of one day add up to, or (as a change) add to it; `items` by stock id (collection_item). */
export interface DayFigures {
  salesCents: number
  orders: number
  units: number
  returnedUnits: number
  items: Record<string, { units: number; name: string }>
}

export const noFigures = (): DayFigures => ({ salesCents: 0, orders: 0, units: 0, returnedUnits: 0, items: {} })

/** The day an order counts on and what it is worth there, or null while it is not paid (or was never). */
export function orderFigures(order: Order): { day: string; figures: DayFigures } | null {
  if (!wasPaid(order) || order.paidAt === undefined) return null
  const items: DayFigures['items'] = {}
  for (const line of order.lines) {
    const key = stockDocumentId(line.collectionId, line.itemId)
    items[key] = { units: (items[key]?.units ?? 0) + line.quantity, name: line.name }
  }
  return {
    day: shopDay(order.paidAt),
    figures: {
      salesCents: netSalesCents(order),
      orders: 1,
      units: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      returnedUnits: (order.returnRecord?.lines ?? []).reduce((sum, line) => sum + line.quantity, 0),
      items,
    },
  }
}

/** `into` plus `sign` times `figures` (item names from the later). */
export function addFigures(into: DayFigures, figures: DayFigures, sign = 1): DayFigures {
  const items = { ...into.items }
  for (const [key, { units, name }] of Object.entries(figures.items)) items[key] = { units: (items[key]?.units ?? 0) + sign * units, name }
  return {
    salesCents: into.salesCents + sign * figures.salesCents,
    orders: into.orders + sign * figures.orders,
    units: into.units + sign * figures.units,
    returnedUnits: into.returnedUnits + sign * figures.returnedUnits,
    items,
  }
}

const isNothing = (figures: DayFigures) =>
  figures.salesCents === 0 &&
  figures.orders === 0 &&
  figures.units === 0 &&
  figures.returnedUnits === 0 &&
  Object.values(figures.items).every((item) => item.units === 0)

/**
 * What saving `after` over `before` changes, per day; days it leaves as they were are left out. `before` null: the
 * order counts nowhere yet, and is added whole. `beforeSales` false: it counts in every figure but the net sales, as an
 * order counted before the totals kept them does (its total was counted instead, under a field no longer read), and its
 * net sales are added whole.
 */
export function figuresChange(
  before: Order | null,
  after: Order,
  { beforeSales = true }: { beforeSales?: boolean } = {},
): { day: string; change: DayFigures }[] {
  const days = new Map<string, DayFigures>()
  const counted = before ? orderFigures(before) : null
  const was = counted && !beforeSales ? { ...counted, figures: { ...counted.figures, salesCents: 0 } } : counted
  const now = orderFigures(after)
  if (was) days.set(was.day, addFigures(noFigures(), was.figures, -1))
  if (now) days.set(now.day, addFigures(days.get(now.day) ?? noFigures(), now.figures))
  return [...days].flatMap(([day, change]) => (isNothing(change) ? [] : [{ day, change }]))
}

/** The shard an order's figures always go to: a hash of its id. */
export function shardOf(orderId: string): number {
  let hash = 2166136261
  for (let index = 0; index < orderId.length; index++) hash = Math.imul(hash ^ orderId.charCodeAt(index), 16777619)
  return (hash >>> 0) % TOTALS_SHARDS
}

export const dailyTotalsPath = (day: string, shard: number) => `dailyTotals/${day}_${shard}`

/** The dashboard's longest period, in days (its periods: src/features/admin/dashboard-search.ts). */
export const LONGEST_PERIOD_DAYS = 30
/** The days the dashboard compares: its longest period and the one before it. */
export const TOTALS_SPAN_DAYS = 2 * LONGEST_PERIOD_DAYS

/** The days of the span ending `today`, oldest first. */
export const spanDays = (today: string): string[] => Array.from({ length: TOTALS_SPAN_DAYS }, (_, index) => addDays(today, index - TOTALS_SPAN_DAYS + 1))

const Count = v.pipe(v.number(), v.safeInteger())
const StoredTotals = v.looseObject({
  day: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  salesCents: v.optional(Count, 0),
  orders: v.optional(Count, 0),
  units: v.optional(Count, 0),
  returnedUnits: v.optional(Count, 0),
  items: v.optional(v.record(v.string(), v.looseObject({ units: v.optional(Count, 0), name: v.optional(v.string(), '') })), {}),
})

/** A shard of a day's totals as stored, or null when it cannot be read (left out, never a crash). */
export function readDayTotals(data: unknown): { day: string; figures: DayFigures } | null {
  const parsed = v.safeParse(StoredTotals, data)
  if (!parsed.success) return null
  const { day, salesCents, orders, units, returnedUnits, items } = parsed.output
  const named = Object.fromEntries(Object.entries(items).map(([key, item]) => [key, { units: item.units, name: item.name }]))
  return { day, figures: { salesCents, orders, units, returnedUnits, items: named } }
}

/** The shards of many days summed per day. */
export function sumByDay(documents: unknown[]): Map<string, DayFigures> {
  const days = new Map<string, DayFigures>()
  for (const document of documents) {
    const read = readDayTotals(document)
    if (read) days.set(read.day, addFigures(days.get(read.day) ?? noFigures(), read.figures))
  }
  return days
}
