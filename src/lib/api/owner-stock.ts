// POST /api/admin/stock/<collectionId>/<itemId> and /api/admin/settings: an owner's count of an item's shelf (or
// their choice to sell it without a limit) and the shop's settings, each with its record in one transaction. A count
// reads the item's stock document, as a checkout does, so what unpaid checkouts hold is subtracted from the shelf
// as it stands at that moment, and a count changed meanwhile is seen (`from`) and not overwritten; the new units are
// then published into the collection at once, as the minute's publishing would, so the shop's next catalog read
// shows them, and the variants it brought back mail the shoppers waiting for them (back-in-stock-mail.ts).
import { replay } from '../catalog/catalog-edit'
import { applySettings } from '../catalog/shop-settings'
import { applyStockEdit, parseStockEdit } from '../catalog/stock-edit'
import { publishStock, stockSnapshotOf } from '../orders/stock'
import { stockDocumentId } from '../orders/stock-id'
import type { ApiResponse } from './http'
import type { Deps, DocumentStore } from './ports'
import { storedStock } from '../orders/stock-document'
import { hiddenItemsPath, mergeHidden } from '../catalog/hidden-items'
import { raisedKeys } from '../orders/back-in-stock'
import { mailBackInStock } from './back-in-stock-mail'
import { answerOf, readRecord, writeRecord, type Place } from './catalog-store'

export async function editStock(deps: Deps, { collectionId, itemId }: Place, body: unknown, meta: { by: string; at: string }): Promise<ApiResponse> {
  const parsed = parseStockEdit(body)
  if (!parsed.ok) return answerOf(parsed, () => null)
  const { store } = deps
  const stockId = stockDocumentId(collectionId, itemId)
  const stockPath = `stock/${stockId}`
  const decided = await store.runTransaction(async (tx) => {
    const record = await readRecord(tx, parsed.value.attemptId)
    const [collection, hidden, stock] = await tx.getAll([`collections/${collectionId}`, hiddenItemsPath(collectionId), stockPath])
    const done = replay(record, 'stock', collectionId, itemId)
    if (done) return done
    // A hidden item is counted too: the owner readies its stock before showing it.
    const items = mergeHidden(collection!.data?.items, hidden!.data?.items)
    const item = items.find((entry) => (entry as { id?: unknown } | null)?.id === itemId)
    const before = stock!.data ? storedStock(stock!.data) : null
    const edited = applyStockEdit(item, collectionId, itemId, parsed.value, before, meta)
    if (!edited.ok) return edited
    const { stock: next, held, record: made } = edited.value
    if (made) {
      tx.set(stockPath, { collectionId, itemId, ...next }, { merge: true })
      writeRecord(tx, deps, made)
    }
    // Sold without a limit from now on, every variant is back.
    const raised = raisedKeys({ [stockId]: next.unlimited && !before?.unlimited ? { units: {} } : before }, made ? [{ id: stockId, units: next.units }] : [])
    return { ok: true, value: { units: next.units, held, unlimited: next.unlimited, raised } } as const
  })
  if (!decided.ok) return answerOf(decided, () => null)
  await publishItemStock(store, collectionId, stockId)
  // A retry answered from its record brought nothing back this time.
  const { raised = [], ...answer } = decided.value as { raised?: string[] }
  await mailBackInStock(deps, raised)
  return answerOf({ ok: true, value: answer }, (value) => value)
}

/** The item's units as its stock document holds them now, copied into its collection (unless it shows them already). */
async function publishItemStock(store: DocumentStore, collectionId: string, stockId: string): Promise<void> {
  const collectionPath = `collections/${collectionId}`
  await store.runTransaction(async (tx) => {
    const [collection, stock] = await tx.getAll([collectionPath, `stock/${stockId}`])
    const items = collection!.data?.items
    const published = Array.isArray(items) ? publishStock(collectionId, items, stockSnapshotOf([[stockId, stock!.data]])) : null
    if (published) tx.update(collectionPath, { items: published })
  })
}

export async function saveSettings(deps: Deps, body: unknown, meta: { by: string; at: string }): Promise<ApiResponse> {
  const settingsPath = 'settings/shop'
  const decided = await deps.store.runTransaction(async (tx) => {
    const applied = applySettings(body, (await tx.get(settingsPath)).data, meta)
    if (!applied.ok) return applied
    tx.set(settingsPath, { ...applied.value.settings }, { merge: true })
    writeRecord(tx, deps, applied.value.record)
    return applied
  })
  return answerOf(decided, ({ settings }) => ({ settings }))
}
