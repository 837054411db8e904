// The mock backend's first state: the demo catalog's collections, each item's stock document with the counts its
// catalog shows and its price history, the demo's owner and its staff member, a promotion code (WELCOME10); and a state saved before stock had documents of its own, or before every
// item was counted, brought up to date the same way.
import { demoOwner } from './auth/demo-owner'
import { demoStaff } from './auth/demo-staff'
import catalog from './data/catalog.json'
import { decodeFields, encodeFields } from './firestore/values'
import type { MockState, StoredDocument } from './state-types'
import { stockDocumentId } from '../src/lib/orders/stock-id'
import { priceHistoryPath } from '../src/lib/catalog/price-history'
import { newPromotionDocument } from '../src/lib/orders/promotion-request'
import { toCents } from '../src/lib/money'

const SEED_TIME = '2025-01-01T00:00:00.000000Z'

type Collection = { id: string; items: unknown[] }

/** The stock documents of the collections' items, with the counts their items show (what the seed creates). */
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

/**
 * The price history of each item: its price since the demo's documents were made, so a sale the demo's owner sets
 * has the 30 days before it to be measured against.
 */
function priceHistories(collections: Collection[]): Record<string, StoredDocument> {
  const documents: Record<string, StoredDocument> = {}
  for (const { id, items } of collections) {
    for (const item of items as { id?: unknown; price?: unknown }[]) {
      if (typeof item.id !== 'number' || typeof item.price !== 'number') continue
      const fields = encodeFields({ collectionId: id, itemId: item.id, entries: [{ cents: toCents(item.price), from: SEED_TIME.replace('000Z', 'Z') }] })
      documents[priceHistoryPath(id, item.id)] = { fields, createTime: SEED_TIME, updateTime: SEED_TIME }
    }
  }
  return documents
}

/**
 * The document `npm run owner -- add` writes for an owner (owners/{uid}), or with `--staff` for a staff member
 * (staff/{uid}): what the rules and the /api check, with the claim.
 */
export const ownerDocument = (uid: string, email: string, list: 'owners' | 'staff' = 'owners'): Record<string, StoredDocument> => ({
  [`${list}/${uid}`]: { fields: encodeFields({ email, since: new Date('2025-01-01T00:00:00Z') }), createTime: SEED_TIME, updateTime: SEED_TIME },
})

/** The demo's owner and staff member: their accounts, and the documents that list them. */
export function demoTeam(): { accounts: MockState['accounts']; documents: Record<string, StoredDocument> } {
  const owner = demoOwner()
  const staff = demoStaff()
  return {
    accounts: { [owner.localId]: owner, [staff.localId]: staff },
    documents: { ...ownerDocument(owner.localId, owner.email!), ...ownerDocument(staff.localId, staff.email!, 'staff') },
  }
}

/** The demo's promotion code: 10 % off, once per customer, no minimum, no cap, open for years. */
export const demoPromotion = (): Record<string, StoredDocument> => ({
  'promotions/WELCOME10': {
    fields: encodeFields(
      newPromotionDocument(
        {
          code: 'WELCOME10',
          kind: 'percent',
          percentOff: 10,
          minSubtotalCents: 0,
          startsAt: '2025-01-01T00:00:00Z',
          endsAt: '2099-12-31T00:00:00Z',
          maxRedemptions: null,
        },
        'owner@example.com',
        new Date('2025-01-01T00:00:00Z'),
      ),
    ),
    createTime: SEED_TIME,
    updateTime: SEED_TIME,
  },
})

export function seedState(): MockState {
  const documents: Record<string, StoredDocument> = {}
  for (const { id, ...data } of catalog) {
    documents[`collections/${id}`] = { fields: encodeFields(data), createTime: SEED_TIME, updateTime: SEED_TIME }
  }
  const team = demoTeam()
  return {
    documents: { ...documents, ...stockDocuments(catalog), ...priceHistories(catalog), ...team.documents, ...demoPromotion() },
    accounts: team.accounts,
    refreshTokens: {},
    checkoutSessions: {},
    storageObjects: {},
  }
}

/** The collections of a saved state's documents. */
const collectionsIn = (documents: Record<string, StoredDocument>): Collection[] =>
  Object.entries(documents).flatMap(([key, stored]) => {
    const [kind, id] = key.split('/')
    const items = decodeFields(stored.fields).items
    return kind === 'collections' && id !== undefined && Array.isArray(items) ? [{ id, items }] : []
  })

/** A state saved before items had price histories: each item without one gets it from its saved price. */
export const withPriceHistories = (documents: Record<string, StoredDocument>): Record<string, StoredDocument> => ({
  ...priceHistories(collectionsIn(documents)),
  ...documents,
})

/**
 * A state saved before stock had documents of its own: they start from the counts its collections show. One saved
 * before every item was counted gets the demo catalog's counts for the items without a document, shown at once.
 */
export function withStockDocuments(documents: Record<string, StoredDocument>): Record<string, StoredDocument> {
  const collections = collectionsIn(documents)
  if (!Object.keys(documents).some((key) => key.startsWith('stock/'))) return { ...documents, ...stockDocuments(collections) }
  const missing = Object.entries(stockDocuments(catalog)).filter(([key]) => !documents[key])
  if (missing.length === 0) return documents
  const counts = new Map(missing.map(([key, stored]) => [key, decodeFields(stored.fields).units]))
  const shown = collections.map(({ id, items }) => {
    const data = decodeFields(documents[`collections/${id}`]!.fields)
    const counted = (items as { id?: unknown; stock?: unknown }[]).map((item) => {
      const units = typeof item.id === 'number' ? counts.get(`stock/${stockDocumentId(id, item.id)}`) : undefined
      return units && item.stock === undefined ? { ...item, stock: units } : item
    })
    return [`collections/${id}`, { ...documents[`collections/${id}`]!, fields: encodeFields({ ...data, items: counted }) }] as const
  })
  return { ...documents, ...Object.fromEntries(shown), ...Object.fromEntries(missing) }
}
