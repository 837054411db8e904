// What the dashboard's benchmark (bench-dashboard.mjs) seeds: a shop's orders as of now, the daily totals the order
// code would have kept for them, and a week of real shoppers' speed. The app's own code for these is TypeScript;
// this mirrors it (src/lib/orders/daily-totals.ts, shop-time.ts, src/lib/api/vitals.ts and speed.ts, src/lib/vitals/)
// and bench-dashboard-data.test.ts proves the mirror gives what the app's code gives.
//
// What the dashboard reads must not depend on the number of orders, so what it could depend on is held fixed:
// every shard of each of the 60 days it reads holds at least one order (as in any shop that sells a few dozen
// orders a day), so both counts read every shard; the work waiting is the same few orders at both counts; the speed
// is the busiest week the panel can read (every shard of every kind and metric of 7 days), with the roll-ups of its
// finished days as the /api keeps them after the day's first view.
import { DAY, generatedOrders, LINES, orderId, random, STATUSES, storedOrder, UNPAID } from './bench-orders.mjs'

const SHOP_TIME_ZONE = 'Europe/Berlin'
export const TOTALS_SHARDS = 8
/** The days the dashboard reads: 30 and the 30 before. */
export const SPAN_DAYS = 60
/** The work waiting, whatever the number of orders: orders to ship, withdrawals waiting for the goods. */
export const WAITING = { paid: 40, withdrawn: 6 }
const PAGE_KINDS = ['home', 'collection', 'product', 'search', 'checkout', 'account', 'info', 'other']
const VITALS_SHARDS = 10
const SPEED_DAYS = 7
/** Buckets per metric: one per edge of src/lib/vitals/buckets.ts and one beyond the last. */
export const VITALS_BUCKETS = { lcp: 66, inp: 31, cls: 37 }

const pad = (n) => String(n).padStart(2, '0')
const shopDays = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: SHOP_TIME_ZONE })
/** The shop's day of an instant ('yyyy-mm-dd' in its time zone), as shopDay in shop-time.ts. */
export function shopDayOf(iso) {
  const parts = shopDays.formatToParts(new Date(iso))
  const { year, month, day } = Object.fromEntries(parts.filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]))
  return `${year}-${pad(month)}-${pad(day)}`
}
export const addDays = (day, days) => {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/** The shard an order's figures go to: a hash of its id, as shardOf in daily-totals.ts. */
export function shardOf(id) {
  let hash = 2166136261
  for (let index = 0; index < id.length; index++) hash = Math.imul(hash ^ id.charCodeAt(index), 16777619)
  return (hash >>> 0) % TOTALS_SHARDS
}

/**
 * `count` orders as of `now` (ms): one paid on each of the last 60 shop days into each shard (delivered, shipped
 * in the last three days; one of each day ten days ago and before returned), the fixed work waiting (to ship from the last two days, withdrawn from
 * four days ago),
 * and the rest over the year, drawn as the other benchmarks draw them but never to ship nor withdrawn.
 */
export function dashboardOrders(count, now) {
  const next = random(11)
  const today = shopDayOf(new Date(now).toISOString())
  const orders = []
  const withId = (shard) => {
    for (;;) {
      const id = orderId(next)
      if (shard === undefined || shardOf(id) === shard) return id
    }
  }
  const order = (id, paidAt, state, index) =>
    storedOrder({
      id,
      created: paidAt - 0.01 * DAY,
      state,
      lines: [
        { ...LINES[index % LINES.length], quantity: 1 + (index % 2) },
        ...(index % 3 === 0 ? [{ ...LINES[(index + 2) % LINES.length], quantity: 1 }] : []),
      ],
      name: 'Ann Lee',
      city: ['Berlin', 'DE', '10115'],
      email: `buyer${index % 997}@example.com`,
    })
  for (let back = 0; back < SPAN_DAYS; back++) {
    // Today: a second ago; before: midday of that shop day (11:00 UTC is 12:00 or 13:00 in Berlin).
    const paidAt = back === 0 ? now - 1000 : Date.parse(`${addDays(today, -back)}T11:00:00.000Z`)
    for (let shard = 0; shard < TOTALS_SHARDS; shard++) {
      const state = back < 3 ? 'shipped' : back >= 10 && shard === back % 4 ? 'returned' : 'delivered'
      orders.push(order(withId(shard), paidAt, state, back * TOTALS_SHARDS + shard))
    }
  }
  for (let index = 0; index < WAITING.paid + WAITING.withdrawn; index++) {
    const paid = index < WAITING.paid
    orders.push(order(withId(), now - (paid ? 1 + (index % 2) / 2 : 3.5) * DAY, paid ? 'paid' : 'withdrawn', index))
  }
  const statuses = STATUSES.filter(([state]) => !(state in WAITING))
  const total = statuses.reduce((sum, [, share]) => sum + share, 0)
  const rest = generatedOrders(Math.max(0, count - orders.length), { now, seed: 13, statuses: statuses.map(([state, share]) => [state, share / total]) })
  const ids = new Set(orders.map((stored) => stored.id))
  return [...orders, ...rest.filter((stored) => !ids.has(stored.id))]
}

/** What an order adds to its day, as orderFigures in daily-totals.ts, or null when it was never paid. */
function figuresOf(order) {
  if (UNPAID.includes(order.status) || order.paidAt === undefined) return null
  const items = {}
  for (const line of order.lines) {
    const key = `${line.collectionId}_${line.itemId}`
    items[key] = { units: (items[key]?.units ?? 0) + line.quantity, name: line.name }
  }
  const refunded = (order.refunds ?? []).reduce((sum, refund) => sum + (refund.failedAt === undefined ? refund.amountCents : 0), 0)
  return {
    day: shopDayOf(order.paidAt),
    // Net sales as netSalesCents in order-money.ts has them for an order without tax: its goods after any code, in the
    // share of its total it kept.
    salesCents: order.totalCents > 0 ? Math.round(((order.subtotalCents - (order.discountCents ?? 0)) * (order.totalCents - refunded)) / order.totalCents) : 0,
    orders: 1,
    units: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    returnedUnits: (order.returnRecord?.lines ?? []).reduce((sum, line) => sum + line.quantity, 0),
    items,
  }
}

/** The daily totals' shards the order code keeps for these orders (dailyTotals/{day}_{shard}), by document id. */
export function dailyTotals(orders) {
  const shards = new Map()
  for (const order of orders) {
    const figures = figuresOf(order)
    if (!figures) continue
    const id = `${figures.day}_${shardOf(order.id)}`
    const sum = shards.get(id) ?? { day: figures.day, salesCents: 0, orders: 0, units: 0, returnedUnits: 0, items: {} }
    for (const field of ['salesCents', 'orders', 'units', 'returnedUnits']) sum[field] += figures[field]
    for (const [key, { units, name }] of Object.entries(figures.items)) sum.items[key] = { units: (sum.items[key]?.units ?? 0) + units, name }
    shards.set(id, sum)
  }
  return shards
}

/** The orders the dashboard counts for the `days` shop days up to `today`, from the totals. */
export const ordersIn = (totals, today, days) =>
  [...totals.values()].filter((shard) => shard.day > addDays(today, -days) && shard.day <= today).reduce((sum, shard) => sum + shard.orders, 0)

/**
 * A week of real shoppers' speed as /api/vitals stores it (vitals/{day}_{kind}_{metric}_{shard}, UTC days): every
 * shard of every kind and metric, a few visits in each, kept 14 days.
 */
export function vitalsDocuments(now) {
  const documents = new Map()
  for (let back = 0; back < SPEED_DAYS; back++) {
    const day = new Date(now - back * DAY).toISOString().slice(0, 10)
    for (const [kindIndex, kind] of PAGE_KINDS.entries()) {
      for (const [metric, buckets] of Object.entries(VITALS_BUCKETS)) {
        for (let shard = 0; shard < VITALS_SHARDS; shard++) {
          const counts = Array.from({ length: buckets }, (_, bucket) => (bucket === (kindIndex + shard + back) % 12 ? 3 : bucket === 4 ? 1 : 0))
          const expiresAt = new Date(Date.parse(day) + 14 * DAY).toISOString()
          documents.set(`${day}_${kind}_${metric}_${shard}`, { day, kind, metric, shard, counts, expiresAt })
        }
      }
    }
  }
  return documents
}

/** How long after a UTC day's end the /api rolls its shards up (ROLL_UP_AFTER_MS in src/lib/api/speed.ts). */
const ROLL_UP_AFTER = 15 * 60_000
const finished = (day, now) => Date.parse(day) + DAY + ROLL_UP_AFTER <= now

/**
 * The roll-ups of that week's finished days (vitalsDays/{day}), as GET /api/admin/speed writes them the first time it
 * reads each day: the day's shards summed per kind and metric, kept 14 days.
 */
export function vitalsRollUps(now) {
  const rollUps = new Map()
  for (const { day, kind, metric, counts, expiresAt } of vitalsDocuments(now).values()) {
    if (!finished(day, now)) continue
    const rollUp = rollUps.get(day) ?? { day, counts: {}, expiresAt }
    const sums = (rollUp.counts[kind] ??= {})
    sums[metric] = counts.map((count, bucket) => count + (sums[metric]?.[bucket] ?? 0))
    rollUps.set(day, rollUp)
  }
  return rollUps
}

export const SPEED_KINDS = PAGE_KINDS.length
