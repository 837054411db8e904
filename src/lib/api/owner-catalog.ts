// POST /api/admin/items/<collectionId>/<itemId> and /api/admin/items/<collectionId>: an owner's edit of an item and
// a new item. The caller must be an owner of the shop now (back-office-access.ts; staff may not). Each change is
// decided by the plain code the demo runs (src/lib/catalog/) inside a transaction that reads the collection, the
// item's stock and the record of the press: a retry finds its record and answers it again, an edit made on an older
// revision is refused, and the record is written with the change or not at all.
import { addItem, parseAddItem } from '../catalog/add-item'
import { hiddenItemsPath, mergeHidden, splitHidden } from '../catalog/hidden-items'
import { ownerName, replay, type Decided } from '../catalog/catalog-edit'
import { applyItemEdit, parseItemEdit, storedItem, withItem } from '../catalog/item-edit'
import { plannedPrices, priceHistoryPath, readPriceHistory } from '../catalog/price-history'
import { prepareSaleEdit } from '../catalog/sale-edit'
import { isDocumentId } from '../orders/document-id'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { stockDocumentId } from '../orders/stock-id'
import { apiError, bodyText, type ApiRequest, type ApiResponse } from './http'
import { backOfficeAccess } from './back-office-access'
import type { Caller, Deps, Transaction } from './ports'
import { storedStock } from '../orders/stock-document'
import { answerOf, itemsOf, readRecord, writeRecord, type Place } from './catalog-store'
import { editStock, saveSettings } from './owner-stock'

export type CatalogRoute = 'item' | 'add' | 'stock' | 'settings'

const noItem = () => apiError(404, 'not-found', 'No such item.')

export async function ownerCatalog(route: CatalogRoute, request: ApiRequest, deps: Deps, caller: Caller | null, ids: string[]): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'catalog')
  if ('refused' in access) return access.refused
  const body = readJsonBody(bodyText(request), undefined, {})
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const meta = { by: ownerName(access.caller), at: deps.now().toISOString() }
  if (route === 'settings') return saveSettings(deps, body.value, meta)
  const [collectionId = '', itemText] = ids
  if (!isDocumentId(collectionId)) return apiError(404, 'not-found', route === 'add' ? 'No such collection.' : 'No such item.')
  if (route === 'add') return addNewItem(deps, collectionId, body.value, meta)
  if (!itemText || !/^\d{1,15}$/.test(itemText)) return noItem()
  const place = { collectionId, itemId: Number(itemText) }
  return route === 'item' ? editItem(deps, place, body.value, meta) : editStock(deps, place, body.value, meta)
}

async function editItem(deps: Deps, { collectionId, itemId }: Place, body: unknown, meta: { by: string; at: string }): Promise<ApiResponse> {
  const parsed = parseItemEdit(body)
  if (!parsed.ok) return answerOf(parsed, () => null)
  const decided = await deps.store.runTransaction(async (tx) => {
    const collectionPath = `collections/${collectionId}`
    const stockPath = `stock/${stockDocumentId(collectionId, itemId)}`
    const record = await readRecord(tx, parsed.value.attemptId)
    const historyPath = priceHistoryPath(collectionId, itemId)
    const [collection, hidden, stock, history] = await tx.getAll([collectionPath, hiddenItemsPath(collectionId), stockPath, historyPath])
    const done = replay(record, 'item', collectionId, itemId)
    if (done) return done
    const shown = itemsOf(collection!.data)
    if (!shown) return null
    const items = mergeHidden(shown, hidden!.data?.items)
    const stored = storedItem(items, itemId)
    if (!stored) return null
    // A price or a sale: its start checked, its reference price worked out, the price history as it will be.
    const priced = prepareSaleEdit(stored, parsed.value.changes, readPriceHistory(history!.data), deps.now())
    if (!priced.ok) return priced
    const edit = { ...parsed.value, changes: priced.value.changes }
    const edited = applyItemEdit(items, collectionId, itemId, edit, stock!.data ? storedStock(stock!.data) : null, meta)
    if (!edited.ok || !edited.value.record) return edited
    const { item, stock: nextStock, record: made } = edited.value
    writeItems(tx, collectionId, withItem(items, item))
    if (nextStock) tx.update(stockPath, { units: nextStock.units, held: nextStock.held })
    if (priced.value.history) tx.set(historyPath, { collectionId, itemId, entries: priced.value.history })
    writeRecord(tx, deps, made)
    return { ok: true, value: { item } } as const
  })
  return decided ? answerOf(decided as Decided<{ item: unknown }>, ({ item }) => ({ item })) : noItem()
}

async function addNewItem(deps: Deps, collectionId: string, body: unknown, meta: { by: string; at: string }): Promise<ApiResponse> {
  const parsed = parseAddItem(body)
  if (!parsed.ok) return answerOf(parsed, () => null)
  const { store } = deps
  // Every collection: an item's id is unique across the catalog, and a new one is the next of them all. Which
  // collections there are is listed first (a query in a transaction is a lock on the whole collection); each is then
  // read in the transaction, so an item added to one meanwhile is seen.
  const ids = (await store.query('collections')).map((document) => document.id)
  const decided = await store.runTransaction(async (tx) => {
    const record = await readRecord(tx, parsed.value.attemptId)
    const collections = ids.length > 0 ? await tx.getAll(ids.map((id) => `collections/${id}`)) : []
    const hidden = ids.length > 0 ? await tx.getAll(ids.map(hiddenItemsPath)) : []
    const done = replay(record, 'add', collectionId)
    if (done) return done
    // Hidden items count too: a new item's id and address must differ from theirs.
    const stored = Object.fromEntries(
      collections.flatMap((doc, index) => {
        const shown = itemsOf(doc.data)
        return shown ? [[doc.id, { items: mergeHidden(shown, hidden[index]!.data?.items) }]] : []
      }),
    )
    const added = addItem(stored, collectionId, parsed.value, meta)
    if (!added.ok) return added
    const { item, units, unlimited, record: made } = added.value
    writeItems(tx, collectionId, [...stored[collectionId]!.items, item])
    const stockOf = { collectionId, itemId: item.id, units, ...(unlimited ? { unlimited } : {}) }
    tx.set(`stock/${stockDocumentId(collectionId, item.id as number)}`, stockOf)
    // Its price is known from now: a reduction is measured from it.
    const itemId = item.id as number
    tx.set(priceHistoryPath(collectionId, itemId), { collectionId, itemId, entries: plannedPrices({ price: item.price as number }, deps.now()) })
    writeRecord(tx, deps, made)
    return { ok: true, value: { item } } as const
  })
  return answerOf(decided as Decided<{ item: unknown }>, ({ item }) => ({ item }), 201)
}

/** A collection's items stored: those on sale in its document, the hidden ones where only owners read them. */
function writeItems(tx: Transaction, collectionId: string, items: unknown[]): void {
  const { shown, hidden } = splitHidden(items)
  tx.update(`collections/${collectionId}`, { items: shown })
  tx.set(hiddenItemsPath(collectionId), { items: hidden })
}
