// The price history of an item: every change of the price a shopper pays, whether the owner changed the regular
// price or a sale started or ended, as entries { cents, from } in time order. The /api writes it with every edit of
// a price or a sale, the planned changes too (a sale's start and end), so no schedule has to run at those moments.
// A reduction is measured against the lowest price of the 30 days before it started (lowestPriceBefore), the one
// place that rule lives. Stored as priceHistory/{collectionId}_{itemId}, read by owners only; no client writes it.
import * as v from 'valibot'
import { toCents } from '../money'
import type { Item } from './catalog-schema'

/** How far back a reduction is measured. */
const REFERENCE_DAYS = 30
/** How long entries are kept: past them, only the one in force then stays (it is the price of that whole time). */
const KEEP_DAYS = 60
const DAY_MS = 86_400_000

const Entry = v.object({
  cents: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  from: v.pipe(
    v.string(),
    v.check((text) => Number.isFinite(Date.parse(text))),
  ),
})
export type PriceEntry = v.InferOutput<typeof Entry>

/** The stored document: its entries in time order. Unreadable data is no history (the next edit starts one). */
const PriceHistory = v.object({ entries: v.array(Entry) })

export const priceHistoryPath = (collectionId: string, itemId: number): string => `priceHistory/${collectionId}_${itemId}`

const at = (entry: PriceEntry): number => Date.parse(entry.from)

/** The entries of a stored document, in time order; null when there is none or it cannot be read. */
export function readPriceHistory(data: unknown): PriceEntry[] | null {
  const parsed = v.safeParse(PriceHistory, data)
  return parsed.success ? [...parsed.output.entries].sort((a, b) => at(a) - at(b)) : null
}

/**
 * The lowest price in force at any moment of the 30 days before `start`, in cents; null when the history says
 * nothing of that time (it began at `start` or later). A price in force before the history began is unknown, not
 * assumed: only the part of the 30 days the history covers counts.
 */
export function lowestPriceBefore(entries: readonly PriceEntry[], start: Date): number | null {
  const end = start.getTime()
  const begin = end - REFERENCE_DAYS * DAY_MS
  let lowest: number | null = null
  entries.forEach((entry, index) => {
    const next = entries[index + 1]
    const until = next ? at(next) : Infinity
    if (at(entry) < end && until > begin) lowest = lowest === null ? entry.cents : Math.min(lowest, entry.cents)
  })
  return lowest
}

/** The entries older than 60 days dropped, but for the one in force 60 days ago. */
export function trimHistory(entries: readonly PriceEntry[], now: Date): PriceEntry[] {
  const oldest = now.getTime() - KEEP_DAYS * DAY_MS
  const firstKept = entries.findLastIndex((entry) => at(entry) <= oldest)
  return entries.slice(Math.max(firstKept, 0))
}

type Priced = Pick<Item, 'price' | 'sale'>

/** The prices this item will be sold at from `now` on, as it stands: now, at its sale's start, at its sale's end. */
export function plannedPrices(item: Priced, now: Date): PriceEntry[] {
  const regular = toCents(item.price)
  const sale = item.sale
  const time = now.getTime()
  if (!sale || Date.parse(sale.until) <= time) return [{ cents: regular, from: now.toISOString() }]
  const saleCents = toCents(sale.price)
  const started = Date.parse(sale.from) <= time
  return [
    { cents: started ? saleCents : regular, from: now.toISOString() },
    ...(started ? [] : [{ cents: saleCents, from: sale.from }]),
    { cents: regular, from: sale.until },
  ]
}

/**
 * The history once `item` is saved at `now`: what had happened is kept, what was planned is replaced by the item's
 * plan, an entry that repeats the price before it is left out, and the old part trimmed. No history yet: it starts
 * with `before`'s plan (the item as it was), so a change made now is a change from a known price.
 */
export function recordPrices(history: readonly PriceEntry[] | null, before: Priced, item: Priced, now: Date): PriceEntry[] {
  const time = now.getTime()
  const entries = [...(history ?? plannedPrices(before, now)).filter((entry) => at(entry) <= time)]
  for (const entry of plannedPrices(item, now)) {
    const last = entries.at(-1)
    if (last && last.cents === entry.cents) continue
    if (last && at(last) === at(entry)) entries[entries.length - 1] = entry
    else entries.push(entry)
  }
  return trimHistory(entries, now)
}
