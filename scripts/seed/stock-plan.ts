// What a seed run does to the live stock: the stock documents (stock/{collectionId}_{itemId}) are the truth that
// checkouts take units from, so a seed never overwrites one unless told to (--reset-stock). It creates the documents
// that do not exist yet, counts a variant the file adds, and, when it rewrites a collection document, keeps the
// availability that document shows rather than the file's counts.
import type { CatalogEntry } from '../../src/features/catalog/catalog-file'
import { isCount } from '../../src/lib/catalog/catalog-schema'
import { isRecord } from '../../src/lib/is-record'
import { stockDocumentId } from '../../src/lib/orders/stock-id'

interface StockDocument {
  id: string
  collectionId: string
  itemId: number
  units: Record<string, number>
}

export interface StockPlan {
  /** Documents that do not exist yet. */
  create: StockDocument[]
  /** Variants the file counts that an existing document does not, added with the file's counts. */
  add: { id: string; units: Record<string, number> }[]
  /** --reset-stock: documents set to the file's counts, with what they held. */
  reset: (StockDocument & { before: unknown })[]
  /** --reset-stock: documents of items the file counts no units of. */
  remove: string[]
  /** Documents left as they are. */
  kept: string[]
}

const counts = (value: unknown): Record<string, number> =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => isCount(entry[1]))) : {}

const sameUnits = (a: unknown, b: Record<string, number>) =>
  isRecord(a) && Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([key, count]) => a[key] === count)

/** The counts a stored collection document shows for an item, by item id. */
function shownStock(storedCollection: unknown): Map<number, Record<string, number>> {
  const items = isRecord(storedCollection) && Array.isArray(storedCollection.items) ? storedCollection.items : []
  return new Map(items.flatMap((item) => (isRecord(item) && typeof item.id === 'number' && isRecord(item.stock) ? [[item.id, counts(item.stock)]] : [])))
}

/**
 * The stock the items of a collection document show once the seed writes it: without --reset-stock, what the stored
 * document shows (the published availability), with the file's counts only for variants it does not show yet.
 */
export function shownItems(entry: CatalogEntry, storedCollection: unknown, reset: boolean): CatalogEntry['items'] {
  const shown = reset ? new Map<number, Record<string, number>>() : shownStock(storedCollection)
  return entry.items.map((item) => {
    const stock = { ...counts(item.stock), ...shown.get(item.id) }
    const { stock: _fileStock, ...rest } = item
    return Object.keys(stock).length > 0 || item.stock ? { ...rest, stock } : rest
  })
}

/** storedStock: stock document id → its data; storedCollections: collection id → its data. */
export function planStock(entries: CatalogEntry[], storedStock: Map<string, unknown>, storedCollections: Map<string, unknown>, reset: boolean): StockPlan {
  const plan: StockPlan = { create: [], add: [], reset: [], remove: [], kept: [] }
  for (const entry of entries) {
    // A document the shop already shows counts in, from before stock had documents of its own: those are live.
    const shown = shownStock(storedCollections.get(entry.id))
    for (const item of entry.items) {
      const id = stockDocumentId(entry.id, item.id)
      const file = counts(item.stock)
      const stored = storedStock.get(id)
      const document = { id, collectionId: entry.id, itemId: item.id }
      if (stored === undefined) {
        if (item.stock) plan.create.push({ ...document, units: reset ? file : { ...file, ...shown.get(item.id) } })
      } else if (reset) {
        const before = isRecord(stored) ? stored.units : undefined
        if (!item.stock) plan.remove.push(id)
        else if (sameUnits(before, file)) plan.kept.push(id)
        else plan.reset.push({ ...document, units: file, before })
      } else {
        const units = isRecord(stored) && isRecord(stored.units) ? stored.units : null
        const added = Object.fromEntries(Object.entries(file).filter(([key]) => units && !Object.hasOwn(units, key)))
        if (Object.keys(added).length > 0) plan.add.push({ id, units: added })
        else plan.kept.push(id)
      }
    }
  }
  return plan
}
