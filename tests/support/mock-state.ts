import { decodeFields, encodeFields } from '../../mocks/firestore/values'
import { mockState, replaceMockState, seedState } from '../../mocks/state'
import { stockDocumentId } from '../../src/lib/orders/stock-id'

/** Back to the seeded catalog with no accounts: after each unit test, and before each contract sequence. */
export function resetMockState(): void {
  replaceMockState(seedState())
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

/** What the demo's Cloud Storage holds: each object's metadata. */
export const storedObjects = () => Object.values(mockState().storageObjects)
