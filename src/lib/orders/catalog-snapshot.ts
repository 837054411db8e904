// What the order code reads of the catalog: each collection document's items with their price, options and stock.
// It reads the stored documents itself (the server has no app to map them), and an item it cannot read is one
// the shop does not sell: it is never priced from a guess.
import * as v from 'valibot'

const StockItem = v.object({
  id: v.pipe(v.number(), v.safeInteger()),
  name: v.pipe(v.string(), v.nonEmpty()),
  /** Dollars, as stored; charged in cents. */
  price: v.pipe(v.number(), v.finite(), v.minValue(0.01), v.maxValue(1_000_000)),
  sizes: v.optional(v.array(v.string())),
  colors: v.optional(v.array(v.object({ id: v.string(), name: v.string() }))),
  /** Units left per variant key; a variant not listed is not counted. */
  stock: v.optional(v.record(v.string(), v.pipe(v.number(), v.safeInteger(), v.minValue(0)))),
})

export type SnapshotItem = v.InferOutput<typeof StockItem>

/** Collection document id → its items as stored (other fields of the document are kept by whoever writes it back). */
export type CatalogSnapshot = Record<string, { items: unknown[] }>

/** The item as the order code trusts it, or null when it is missing or malformed. */
export function findItem(catalog: CatalogSnapshot, collectionId: string, itemId: number): SnapshotItem | null {
  const items = Object.hasOwn(catalog, collectionId) ? catalog[collectionId]?.items : undefined
  const raw = items?.find((entry) => (entry as { id?: unknown } | null)?.id === itemId)
  const parsed = v.safeParse(StockItem, raw)
  return parsed.success ? parsed.output : null
}
