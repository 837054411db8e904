import { decodeFields, encodeFields } from '../../mocks/firestore/values'
import { ownerDocument } from '../../mocks/seed'
import { mockState, replaceMockState, seedState } from '../../mocks/state'
import { stockDocumentId } from '../../src/lib/orders/stock-id'

/**
 * The accounts tests act as owners with (ownerIdToken in id-tokens.ts): listed in owners/{uid}, as
 * `npm run owner -- add` lists an owner; their tokens carry the claim. And the one they act as staff with
 * (staffIdToken), listed in staff/{uid} as `add --staff` lists it.
 */
const TEST_OWNERS = { boss: 'boss@example.com', other: 'other@example.com' }
const TEST_STAFF = { sam: 'sam@example.com' }

/** Back to the seeded catalog with no accounts but the owners' and staff's: after each unit test, and before each contract sequence. */
export function resetMockState(): void {
  const state = seedState()
  for (const [uid, email] of Object.entries(TEST_OWNERS)) Object.assign(state.documents, ownerDocument(uid, email))
  for (const [uid, email] of Object.entries(TEST_STAFF)) Object.assign(state.documents, ownerDocument(uid, email, 'staff'))
  replaceMockState(state)
}

function decoded(key: string): Record<string, unknown> {
  const stored = mockState().documents[key]
  if (!stored) throw new Error(`No document ${key} in the mock's state`)
  return decodeFields(stored.fields)
}

function put(key: string, data: Record<string, unknown>): void {
  const stored = mockState().documents[key]!
  mockState().documents[key] = { ...stored, fields: encodeFields(data) }
}

/**
 * Stores one variant's count as given (a number, or anything a careless edit could leave) in its item's stock
 * document, and `shown` in the units its collection document shows shoppers.
 */
export function storeCount(collectionId: string, itemId: number, key: string, count: unknown, shown = count): void {
  const stockKey = `stock/${stockDocumentId(collectionId, itemId)}`
  const stock = decoded(stockKey) as { units: Record<string, unknown> }
  put(stockKey, { ...stock, units: { ...stock.units, [key]: count } })
  const collection = decoded(`collections/${collectionId}`) as { items: { id: number; stock?: object }[] }
  put(`collections/${collectionId}`, {
    ...collection,
    items: collection.items.map((item) => (item.id === itemId ? { ...item, stock: { ...item.stock, [key]: shown } } : item)),
  })
}

/** Replaces an item's stock document with `data` as given, or takes it away (null), as a hand edit or older data could. */
export function storeStockDocument(collectionId: string, itemId: number, data: Record<string, unknown> | null): void {
  const key = `stock/${stockDocumentId(collectionId, itemId)}`
  if (data === null) delete mockState().documents[key]
  else put(key, data)
}

/** What the demo's Cloud Storage holds: each object's metadata. */
export const storedObjects = () => Object.values(mockState().storageObjects)

/** The owners' low-stock threshold, as their settings form stores it (settings/shop). */
export function storeLowStockThreshold(lowStockThreshold: number): void {
  mockState().documents['settings/shop'] = {
    fields: encodeFields({ lowStockThreshold }),
    createTime: '2026-01-01T00:00:00Z',
    updateTime: '2026-01-01T00:00:00Z',
  }
}

/** Stores an owner's shipping table in settings/shipping, as the /api would (the zones, who changed them). */
export function storeShippingTable(zones: Record<string, unknown>): void {
  const at = new Date().toISOString()
  mockState().documents['settings/shipping'] = { fields: encodeFields({ zones, changedBy: 'boss@example.com' }), createTime: at, updateTime: at }
}

/** Stores a document as the /api would write it (plain data; Dates become timestamps). */
export function storeDocument(path: string, data: Record<string, unknown>): void {
  const at = new Date().toISOString()
  mockState().documents[path] = { fields: encodeFields(data), createTime: at, updateTime: at }
}
