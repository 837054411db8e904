// What the order code reads of the catalog: each collection document's items with their price, options and stock.
// It reads the stored documents itself (the server has no app to map them), with the shop's own schema, so it sells
// exactly what the shop shows; an item it cannot read is one the shop does not sell: it is never priced from a guess.
import * as v from 'valibot'
import { CollectionDocument, readItem, type Item } from '../catalog/catalog-schema'

/** Collection document id → its items as stored (other fields of the document are kept by whoever writes it back). */
export type CatalogSnapshot = Record<string, { items: unknown[] }>

/** The snapshot of these collection documents (id, data): a document the shop does not list sells nothing. */
export function catalogSnapshotOf(documents: Iterable<[id: string, data: unknown]>): CatalogSnapshot {
  const catalog: CatalogSnapshot = {}
  for (const [id, data] of documents) {
    const parsed = v.safeParse(CollectionDocument, data)
    if (parsed.success) catalog[id] = { items: parsed.output.items }
  }
  return catalog
}

/**
 * The item as the order code trusts it, or null when it is missing, malformed, under a cent (nothing to charge) or
 * hidden by an owner (taken out of the shop: not sold, as the shop no longer shows it).
 */
export function findItem(catalog: CatalogSnapshot, collectionId: string, itemId: number): Item | null {
  const items = Object.hasOwn(catalog, collectionId) ? catalog[collectionId]?.items : undefined
  const raw = items?.find((entry) => (entry as { id?: unknown } | null)?.id === itemId)
  const { item } = readItem(raw)
  return item && item.price >= 0.01 && item.hidden !== true ? item : null
}
