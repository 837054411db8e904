// The owner's catalog edits on the demo's /api: items, new items, units and the shop's settings, decided by the same
// plain code the functions run (src/lib/catalog/), each applied with its record in one synchronous step, as the
// functions apply it in a transaction. Units are published into the collection at once, as after a checkout.
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw'
import { addItem, parseAddItem } from '../../src/lib/catalog/add-item'
import { ownerName, replay, type CatalogEdit, type Decided } from '../../src/lib/catalog/catalog-edit'
import { applyItemEdit, parseItemEdit, withItem } from '../../src/lib/catalog/item-edit'
import { applySettings } from '../../src/lib/catalog/shop-settings'
import { applyStockEdit, parseStockEdit } from '../../src/lib/catalog/stock-edit'
import { isDocumentId } from '../../src/lib/orders/document-id'
import { stockDocumentId } from '../../src/lib/orders/stock-id'
import { mockState, persistMockState } from '../state'
import { apiError, callerOf, unauthenticated } from './responses'
import { applyStockWrites, read, write } from './store'

type ItemParams = { collectionId: string; itemId: string }

/** The owner behind the request, or the refusal: 401 without sign-in, 403 for a shopper. */
function ownerOf(request: Request): { by: string } | HttpResponse<DefaultBodyType> {
  const caller = callerOf(request)
  if (caller === 'invalid' || caller === null) return unauthenticated()
  if (!caller.owner) return apiError(403, 'not-owner', 'Only the shop’s owners may do this.')
  return { by: ownerName(caller) }
}

const noItem = () => apiError(404, 'not-found', 'No such item.')
const itemIdOf = (text: string): number | null => (/^\d{1,15}$/.test(text) ? Number(text) : null)
const itemsOf = (collectionId: string): unknown[] | null => {
  const items = isDocumentId(collectionId) ? read(`collections/${collectionId}`)?.items : undefined
  return Array.isArray(items) ? items : null
}
const unitsOf = (collectionId: string, itemId: number) => (read(`stock/${stockDocumentId(collectionId, itemId)}`)?.units as Record<string, unknown>) ?? null

function answer<T>(decided: Decided<T>, body: (value: T) => unknown, status = 200) {
  return decided.ok
    ? HttpResponse.json(body(decided.value) as DefaultBodyType, { status })
    : apiError(decided.refusal.status, decided.refusal.code, decided.refusal.message)
}

async function bodyOf(request: Request): Promise<unknown> {
  return request.json().catch(() => undefined)
}

const saveRecord = (record: CatalogEdit, id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`) =>
  write(`catalogEdits/${record.attemptId ?? id}`, record)

const at = () => new Date().toISOString()

export const editItem: HttpResponseResolver<ItemParams> = async ({ request, params }) => {
  const owner = ownerOf(request)
  if (owner instanceof Response) return owner
  const parsed = parseItemEdit(await bodyOf(request))
  if (!parsed.ok) return answer(parsed, () => null)
  const itemId = itemIdOf(params.itemId)
  const items = itemsOf(params.collectionId)
  if (itemId === null || !items) return noItem()
  const done = replay(read(`catalogEdits/${parsed.value.attemptId}`), 'item', params.collectionId, itemId)
  if (done) return answer(done, (value) => value)
  const decided = applyItemEdit(items, params.collectionId, itemId, parsed.value, unitsOf(params.collectionId, itemId), { ...owner, at: at() })
  if (decided.ok && decided.value.record) {
    const { item, units, record } = decided.value
    write(`collections/${params.collectionId}`, { ...read(`collections/${params.collectionId}`), items: withItem(items, item) })
    if (units) write(`stock/${stockDocumentId(params.collectionId, itemId)}`, { collectionId: params.collectionId, itemId, units })
    saveRecord(record)
    persistMockState()
  }
  return answer(decided, ({ item }) => ({ item }))
}

export const addNewItem: HttpResponseResolver<{ collectionId: string }> = async ({ request, params }) => {
  const owner = ownerOf(request)
  if (owner instanceof Response) return owner
  const parsed = parseAddItem(await bodyOf(request))
  if (!parsed.ok) return answer(parsed, () => null)
  const done = replay(read(`catalogEdits/${parsed.value.attemptId}`), 'add', params.collectionId)
  if (done) return answer(done, (value) => value, 201)
  const collections = Object.fromEntries(
    Object.keys(mockState().documents)
      .filter((key) => key.startsWith('collections/'))
      .map((key) => [key.slice('collections/'.length), { items: itemsOf(key.slice('collections/'.length)) ?? [] }]),
  )
  const decided = addItem(collections, params.collectionId, parsed.value, { ...owner, at: at() })
  if (decided.ok) {
    const { item, units, record } = decided.value
    const collection = read(`collections/${params.collectionId}`)!
    write(`collections/${params.collectionId}`, { ...collection, items: [...(itemsOf(params.collectionId) ?? []), item] })
    if (units) write(`stock/${stockDocumentId(params.collectionId, item.id as number)}`, { collectionId: params.collectionId, itemId: item.id, units })
    saveRecord(record)
    persistMockState()
  }
  return answer(decided, ({ item }) => ({ item }), 201)
}

export const editStock: HttpResponseResolver<ItemParams> = async ({ request, params }) => {
  const owner = ownerOf(request)
  if (owner instanceof Response) return owner
  const parsed = parseStockEdit(await bodyOf(request))
  if (!parsed.ok) return answer(parsed, () => null)
  const itemId = itemIdOf(params.itemId)
  const items = itemsOf(params.collectionId)
  if (itemId === null || !items) return noItem()
  const done = replay(read(`catalogEdits/${parsed.value.attemptId}`), 'stock', params.collectionId, itemId)
  if (done) return answer(done, (value) => value)
  const stored = items.find((entry) => (entry as { id?: unknown } | null)?.id === itemId)
  const decided = applyStockEdit(stored, params.collectionId, itemId, parsed.value, unitsOf(params.collectionId, itemId), { ...owner, at: at() })
  if (decided.ok && decided.value.record) {
    const id = stockDocumentId(params.collectionId, itemId)
    write(`stock/${id}`, { collectionId: params.collectionId, itemId, units: decided.value.units })
    applyStockWrites([{ id, collectionId: params.collectionId, itemId, units: decided.value.units }])
    saveRecord(decided.value.record)
    persistMockState()
  }
  return answer(decided, ({ units }) => ({ units }))
}

export const saveSettings: HttpResponseResolver = async ({ request }) => {
  const owner = ownerOf(request)
  if (owner instanceof Response) return owner
  const decided = applySettings(await bodyOf(request), read('settings/shop'), { ...owner, at: at() })
  if (decided.ok) {
    write('settings/shop', decided.value.settings)
    saveRecord(decided.value.record)
    persistMockState()
  }
  return answer(decided, ({ settings }) => ({ settings }))
}
