// POST /api/admin/items/<collectionId>/<itemId> and /api/admin/items/<collectionId>: an owner's edit of an item and
// a new item. The caller's verified token must carry the `owner` claim. Each change is decided by the plain code the
// demo runs (src/lib/catalog/) inside a transaction that reads the collection, the item's stock and the record of
// the press: a retry finds its record and answers it again, an edit made on an older revision is refused, and the
// record is written with the change or not at all.
import { addItem, parseAddItem } from '../../src/lib/catalog/add-item'
import { ownerName, replay, type Decided } from '../../src/lib/catalog/catalog-edit'
import { applyItemEdit, parseItemEdit, withItem } from '../../src/lib/catalog/item-edit'
import { isDocumentId } from '../../src/lib/orders/document-id'
import { bodyErrorStatus, readJsonBody } from '../../src/lib/orders/json-body'
import { stockDocumentId } from '../../src/lib/orders/stock-id'
import { apiError, type ApiRequest, type ApiResponse, type Caller, type Deps } from './api-types'
import { answerOf, itemsOf, readRecord, unitsOf, writeRecord, type Place } from './catalog-store'
import { editStock, saveSettings } from './owner-stock'

export type CatalogRoute = 'item' | 'add' | 'stock' | 'settings'

const noItem = () => apiError(404, 'not-found', 'No such item.')

export async function ownerCatalog(route: CatalogRoute, request: ApiRequest, deps: Deps, caller: Caller | null, ids: string[]): Promise<ApiResponse> {
  if (!caller) return apiError(401, 'unauthenticated', 'Sign in as an owner of the shop.')
  if (!caller.owner) return apiError(403, 'not-owner', 'Only the shop’s owners may do this.')
  const body = readJsonBody(request.rawBody.toString('utf8'), undefined, {})
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const meta = { by: ownerName(caller), at: deps.now().toISOString() }
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
  const { db } = deps
  const decided = await db.runTransaction(async (tx) => {
    const collectionRef = db.doc(`collections/${collectionId}`)
    const stockRef = db.doc(`stock/${stockDocumentId(collectionId, itemId)}`)
    const [record, collection, stock] = await Promise.all([readRecord(tx, deps, parsed.value.attemptId), tx.get(collectionRef), tx.get(stockRef)])
    const done = replay(record, 'item', collectionId, itemId)
    if (done) return done
    const items = itemsOf(collection.data())
    if (!items) return null
    const edited = applyItemEdit(items, collectionId, itemId, parsed.value, stock.exists ? unitsOf(stock.data()) : null, meta)
    if (!edited.ok || !edited.value.record) return edited
    const { item, units, record: made } = edited.value
    tx.update(collectionRef, { items: withItem(items, item) })
    if (units) tx.set(stockRef, { collectionId, itemId, units })
    writeRecord(tx, deps, made)
    return { ok: true, value: { item } } as const
  })
  return decided ? answerOf(decided as Decided<{ item: unknown }>, ({ item }) => ({ item })) : noItem()
}

async function addNewItem(deps: Deps, collectionId: string, body: unknown, meta: { by: string; at: string }): Promise<ApiResponse> {
  const parsed = parseAddItem(body)
  if (!parsed.ok) return answerOf(parsed, () => null)
  const { db } = deps
  // Every collection: an item's id is unique across the catalog, and a new one is the next of them all. Which
  // collections there are is listed first (a query in a transaction is a lock on the whole collection); each is then
  // read in the transaction, so an item added to one meanwhile is seen.
  const refs = (await db.collection('collections').get()).docs.map((doc) => doc.ref)
  const decided = await db.runTransaction(async (tx) => {
    const [record, collections] = await Promise.all([readRecord(tx, deps, parsed.value.attemptId), refs.length > 0 ? tx.getAll(...refs) : []])
    const done = replay(record, 'add', collectionId)
    if (done) return done
    const stored = Object.fromEntries(collections.flatMap((doc) => (itemsOf(doc.data()) ? [[doc.id, { items: itemsOf(doc.data())! }]] : [])))
    const added = addItem(stored, collectionId, parsed.value, meta)
    if (!added.ok) return added
    const { item, units, record: made } = added.value
    tx.update(db.doc(`collections/${collectionId}`), { items: [...stored[collectionId]!.items, item] })
    if (units) tx.set(db.doc(`stock/${stockDocumentId(collectionId, item.id as number)}`), { collectionId, itemId: item.id, units })
    writeRecord(tx, deps, made)
    return { ok: true, value: { item } } as const
  })
  return answerOf(decided as Decided<{ item: unknown }>, ({ item }) => ({ item }), 201)
}
