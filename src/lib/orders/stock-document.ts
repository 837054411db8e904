// A stock document (stock/{collectionId}_{itemId}), the one description every reader of stock uses: the checkout
// and the /api, the owner's catalog and stock forms. Its units are read as stored: a count that is not a whole
// number (a hand edit) is refused where a variant is sold or counted, never silently read as another number.
import * as v from 'valibot'

const StockDocument = v.looseObject({
  collectionId: v.optional(v.string()),
  itemId: v.optional(v.number()),
  /** Units left per variant key ('M/navy', '42', 'navy'). */
  units: v.record(v.string(), v.unknown()),
})

/** The units a stock document keeps, by variant key, as stored; null when the document is not one. */
export function storedUnits(data: unknown): Record<string, unknown> | null {
  const parsed = v.safeParse(StockDocument, data)
  return parsed.success ? parsed.output.units : null
}

/** Only the whole counts among a stock document's units (what a form shows as a number); null when it is not one. */
export function storedCounts(data: unknown): Record<string, number> | null {
  const units = storedUnits(data)
  if (!units) return null
  return Object.fromEntries(Object.entries(units).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isSafeInteger(entry[1])))
}
