// The published availability: every minute the stock documents (the truth a checkout decides from) are copied into
// the collection documents' items[].stock, which the shop reads for "sold out" and "only N left". A collection
// document is written only when what it shows differs, in a transaction that reads it again: an owner's edit that
// lands in between makes it start over from the edited document, so neither change is lost.
import type { Firestore } from 'firebase-admin/firestore'
import { publishStock, stockSnapshotOf } from '../../src/lib/orders/stock'

/** Publishes the stock into the collection documents; answers the ids of those it wrote. */
export async function publishStockLevels(db: Firestore): Promise<string[]> {
  const [stock, collections] = await Promise.all([db.collection('stock').get(), db.collection('collections').get()])
  const snapshot = stockSnapshotOf(stock.docs.map((doc) => [doc.id, doc.data()]))
  const published = (items: unknown, id: string) => (Array.isArray(items) ? publishStock(id, items, snapshot) : null)
  const written: string[] = []
  for (const collection of collections.docs.filter((doc) => published(doc.get('items'), doc.id))) {
    const wrote = await db.runTransaction(async (tx) => {
      const items = published((await tx.get(collection.ref)).get('items'), collection.id)
      if (items) tx.update(collection.ref, { items })
      return items !== null
    })
    if (wrote) written.push(collection.id)
  }
  return written
}
