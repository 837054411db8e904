// POST /api/admin/stock/<collectionId>/<itemId> and /api/admin/settings: an owner's count of an item's units and the
// shop's settings, each with its record in one transaction. A count reads the item's stock document, as a checkout
// does, so one that lands in between is seen (`from`) and not overwritten; the new units are then published into
// the collection at once, as the minute's publishing would, so the shop's next catalog read shows them.
import type { Firestore } from 'firebase-admin/firestore'
import { replay, type Decided } from '../../src/lib/catalog/catalog-edit'
import { applySettings } from '../../src/lib/catalog/shop-settings'
import { applyStockEdit, parseStockEdit } from '../../src/lib/catalog/stock-edit'
import { publishStock, stockSnapshotOf } from '../../src/lib/orders/stock'
import { stockDocumentId } from '../../src/lib/orders/stock-id'
import type { ApiResponse, Deps } from './api-types'
import { answerOf, readRecord, unitsOf, writeRecord, type Place } from './catalog-store'

export async function editStock(deps: Deps, { collectionId, itemId }: Place, body: unknown, meta: { by: string; at: string }): Promise<ApiResponse> {
  const parsed = parseStockEdit(body)
  if (!parsed.ok) return answerOf(parsed, () => null)
  const { db } = deps
  const stockRef = db.doc(`stock/${stockDocumentId(collectionId, itemId)}`)
  const decided = await db.runTransaction(async (tx) => {
    const [record, collection, stock] = await Promise.all([
      readRecord(tx, deps, parsed.value.attemptId),
      tx.get(db.doc(`collections/${collectionId}`)),
      tx.get(stockRef),
    ])
    const done = replay(record, 'stock', collectionId, itemId)
    if (done) return done
    const items = collection.get('items') as unknown
    const item = Array.isArray(items) ? items.find((entry) => (entry as { id?: unknown } | null)?.id === itemId) : undefined
    const edited = applyStockEdit(item, collectionId, itemId, parsed.value, stock.exists ? unitsOf(stock.data()) : null, meta)
    if (!edited.ok || !edited.value.record) return edited
    tx.set(stockRef, { collectionId, itemId, units: edited.value.units })
    writeRecord(tx, deps, edited.value.record)
    return edited
  })
  if (decided.ok) await publishItemStock(db, collectionId, stockDocumentId(collectionId, itemId))
  return answerOf(decided as Decided<{ units: unknown }>, ({ units }) => ({ units }))
}

/** The item's units as its stock document holds them now, copied into its collection (unless it shows them already). */
async function publishItemStock(db: Firestore, collectionId: string, stockId: string): Promise<void> {
  const collectionRef = db.doc(`collections/${collectionId}`)
  await db.runTransaction(async (tx) => {
    const [collection, stock] = await Promise.all([tx.get(collectionRef), tx.get(db.doc(`stock/${stockId}`))])
    const items = collection.get('items') as unknown
    const published = Array.isArray(items) ? publishStock(collectionId, items, stockSnapshotOf([[stockId, stock.data()]])) : null
    if (published) tx.update(collectionRef, { items: published })
  })
}

export async function saveSettings(deps: Deps, body: unknown, meta: { by: string; at: string }): Promise<ApiResponse> {
  const { db } = deps
  const settingsRef = db.doc('settings/shop')
  const decided = await db.runTransaction(async (tx) => {
    const applied = applySettings(body, (await tx.get(settingsRef)).data(), meta)
    if (!applied.ok) return applied
    tx.set(settingsRef, applied.value.settings, { merge: true })
    writeRecord(tx, deps, applied.value.record)
    return applied
  })
  return answerOf(decided, ({ settings }) => ({ settings }))
}
