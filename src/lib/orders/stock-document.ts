// A stock document (stock/{collectionId}_{itemId}), the one description every reader of stock uses: the checkout
// and the /api, the owner's catalog and stock forms. Its units are read as stored: a count that is not a whole
// number (a hand edit) is refused where a variant is sold or counted, never silently read as another number.
//
// `units` are what can be sold, by stock key; `held` what each unpaid checkout took of them, by order id, so the
// shelf is units + held and a pending order's end gives back exactly what it took; `unlimited` is the owner's
// choice to sell the item without counting it. Anything else about the item is not the document's to say: an item
// without a document, or a variant its units do not list, has nothing for sale.
import * as v from 'valibot'

const Held = v.record(v.string(), v.pipe(v.number(), v.safeInteger(), v.minValue(1)))

const StockDocument = v.looseObject({
  collectionId: v.optional(v.string()),
  itemId: v.optional(v.number()),
  /** Units left per stock key ('M/navy', '42', 'navy', '*' for an item without options). */
  units: v.record(v.string(), v.unknown()),
  /** Units each pending order holds, by order id, then by stock key; a hold that does not read holds nothing. */
  held: v.optional(v.record(v.string(), v.fallback(Held, {})), {}),
  /** Sold without a limit: set by the owner only. */
  unlimited: v.optional(v.fallback(v.boolean(), false), false),
})

export interface StoredStock {
  units: Record<string, unknown>
  held: Record<string, Record<string, number>>
  unlimited: boolean
}

/** A stock document's units, holds and unlimited choice, as stored; null when the document is not one. */
export function storedStock(data: unknown): StoredStock | null {
  const parsed = v.safeParse(StockDocument, data)
  return parsed.success ? { units: parsed.output.units, held: parsed.output.held, unlimited: parsed.output.unlimited } : null
}

/** The units every hold keeps, by stock key. */
export function heldUnits(held: StoredStock['held']): Record<string, number> {
  const sums: Record<string, number> = {}
  for (const hold of Object.values(held)) for (const [key, count] of Object.entries(hold)) sums[key] = (sums[key] ?? 0) + count
  return sums
}

/** What the owner's forms show of a stock document: only the whole counts among its units, the held and the choice. */
export interface StockCounts {
  units: Record<string, number>
  held: Record<string, number>
  unlimited: boolean
}

/** The owner's view of a stock document; null when it is not one. */
export function storedCounts(data: unknown): StockCounts | null {
  const stock = storedStock(data)
  if (!stock) return null
  const units = Object.fromEntries(
    Object.entries(stock.units).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isSafeInteger(entry[1])),
  )
  return { units, held: heldUnits(stock.held), unlimited: stock.unlimited }
}
