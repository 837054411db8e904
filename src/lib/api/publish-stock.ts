// The published availability: the stock documents (the truth a checkout decides from) copied into the collection
// documents' items[].stock, which the shop reads for "sold out" and "only N left" (the functions every minute, the
// demo after each change). A collection document is written only when what it shows differs, in a transaction that
// reads it again: an owner's edit that lands in between makes it start over from the edited document, so neither
// change is lost.
import { publishStock, stockSnapshotOf } from '../orders/stock'
import type { DocumentStore } from './ports'

/**
 * Publishes the stock into the collection documents (those named, or all); answers the ids of those it wrote. Named
 * collections (the demo's, after a change) read only their own documents and stock, which carries its collection.
 */
export async function publishStockLevels(store: DocumentStore, collectionIds?: string[]): Promise<string[]> {
  const [stock, collections] = collectionIds
    ? await Promise.all([
        Promise.all(collectionIds.map((id) => store.query('stock', [['collectionId', '==', id]]))).then((found) => found.flat()),
        Promise.all(collectionIds.map((id) => store.get(`collections/${id}`))),
      ])
    : await Promise.all([store.query('stock'), store.query('collections')])
  const snapshot = stockSnapshotOf(stock.map((document) => [document.id, document.data]))
  const published = (items: unknown, id: string) => (Array.isArray(items) ? publishStock(id, items, snapshot) : null)
  const written: string[] = []
  for (const collection of collections.filter((document) => published(document.data?.items, document.id))) {
    const path = `collections/${collection.id}`
    const wrote = await store.runTransaction(async (tx) => {
      const items = published((await tx.get(path)).data?.items, collection.id)
      if (items) tx.update(path, { items })
      return items !== null
    })
    if (wrote) written.push(collection.id)
  }
  return written
}
