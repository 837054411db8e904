// The price histories a seed run writes with the collections it writes, as the owner's edits keep them
// (src/lib/catalog/price-history.ts): a new item's history starts with its price now; an item whose price or sale the
// file changes gets the change from now on, after the price it had. A "was" price shown later is measured against
// them, so a price set by the file counts as any price the owner sets. Only what differs is written.
import type { CatalogEntry } from '../../src/features/catalog/catalog-file'
import { priceHistoryPath, readPriceHistory, recordPrices, type PriceEntry } from '../../src/lib/catalog/price-history'
import { isRecord } from '../../src/lib/is-record'
import type { Item } from '../../src/lib/catalog/catalog-schema'

export interface PriceHistoryDocument {
  collectionId: string
  itemId: number
  entries: PriceEntry[]
}

/** The items of a stored collection, by id: those whose price the shop can read. */
function storedItems(stored: unknown): Map<number, Pick<Item, 'price' | 'sale'>> {
  const items = isRecord(stored) && Array.isArray(stored.items) ? stored.items : []
  return new Map(
    items.flatMap((item: unknown) => (isRecord(item) && typeof item.id === 'number' && typeof item.price === 'number' ? [[item.id, item as Item]] : [])),
  )
}

/** The paths of the histories of the entries' items, to read before planning. */
export const priceHistoryPaths = (entries: readonly CatalogEntry[]): string[] =>
  entries.flatMap((entry) => entry.items.map((item) => priceHistoryPath(entry.id, item.id)))

/** The history documents to write (by path) for these collections: `stored` as they were, `histories` as read. */
export function priceHistoryWrites(
  entries: readonly CatalogEntry[],
  stored: ReadonlyMap<string, unknown>,
  histories: ReadonlyMap<string, unknown>,
  now: Date,
): Map<string, PriceHistoryDocument> {
  const writes = new Map<string, PriceHistoryDocument>()
  for (const entry of entries) {
    const before = storedItems(stored.get(entry.id))
    for (const item of entry.items) {
      const path = priceHistoryPath(entry.id, item.id)
      const history = readPriceHistory(histories.get(path))
      const entries = recordPrices(history, before.get(item.id) ?? item, item, now)
      if (JSON.stringify(entries) !== JSON.stringify(history)) writes.set(path, { collectionId: entry.id, itemId: item.id, entries })
    }
  }
  return writes
}
