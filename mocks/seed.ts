// The mock backend's first state: the demo catalog's collections, each counted item's stock document with the
// counts its catalog shows, and the demo's owner; and a state saved before stock had documents of its own brought
// up to date the same way.
import { demoOwner } from './auth/demo-owner'
import catalog from './data/catalog.json'
import { decodeFields, encodeFields } from './firestore/values'
import type { MockState, StoredDocument } from './state-types'
import { stockDocumentId } from '../src/lib/orders/stock-id'

const SEED_TIME = '2025-01-01T00:00:00.000000Z'

type Collection = { id: string; items: unknown[] }

/** The stock documents of the collections' counted items, with the counts their items show (what the seed creates). */
function stockDocuments(collections: Collection[]): Record<string, StoredDocument> {
  const documents: Record<string, StoredDocument> = {}
  for (const { id, items } of collections) {
    for (const item of items as { id?: unknown; stock?: unknown }[]) {
      if (typeof item.id !== 'number' || typeof item.stock !== 'object' || item.stock === null) continue
      const fields = encodeFields({ collectionId: id, itemId: item.id, units: item.stock })
      documents[`stock/${stockDocumentId(id, item.id)}`] = { fields, createTime: SEED_TIME, updateTime: SEED_TIME }
    }
  }
  return documents
}

/** The document `npm run owner -- add` writes for an owner: what the rules and the /api check, with the claim. */
export const ownerDocument = (uid: string, email: string): Record<string, StoredDocument> => ({
  [`owners/${uid}`]: { fields: encodeFields({ email, since: new Date('2025-01-01T00:00:00Z') }), createTime: SEED_TIME, updateTime: SEED_TIME },
})

export function seedState(): MockState {
  const documents: Record<string, StoredDocument> = {}
  for (const { id, ...data } of catalog) {
    documents[`collections/${id}`] = { fields: encodeFields(data), createTime: SEED_TIME, updateTime: SEED_TIME }
  }
  const owner = demoOwner()
  return {
    documents: { ...documents, ...stockDocuments(catalog), ...ownerDocument(owner.localId, owner.email!) },
    accounts: { [owner.localId]: owner },
    refreshTokens: {},
    checkoutSessions: {},
    storageObjects: {},
  }
}

/** A state saved before stock had documents of its own: they start from the counts its collections show. */
export function withStockDocuments(documents: Record<string, StoredDocument>): Record<string, StoredDocument> {
  if (Object.keys(documents).some((key) => key.startsWith('stock/'))) return documents
  const collections = Object.entries(documents).flatMap(([key, stored]) => {
    const [kind, id] = key.split('/')
    const items = decodeFields(stored.fields).items
    return kind === 'collections' && id !== undefined && Array.isArray(items) ? [{ id, items }] : []
  })
  return { ...documents, ...stockDocuments(collections) }
}
