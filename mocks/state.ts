// The mock backend's one state: Firestore documents (REST-encoded, keyed by path such as 'collections/1' or
// 'users/u1'; each counted item's stock document, orders, processed payment events and queued mail among them),
// Auth accounts, the checkout sessions of the demo's stand-in for the payment provider, and what Cloud Storage
// knows of each uploaded picture (its bytes are kept apart: mocks/storage/bytes.ts). Node tests reset it
// between tests; the browser keeps it in localStorage so a reload sees the same accounts and documents.
import type { ProviderRefund } from '../src/lib/api/ports'
import type { ShippingAddress } from '../src/lib/orders/order'
import { demoOwner } from './auth/demo-owner'
import catalog from './data/catalog.json'
import { decodeFields, encodeFields, type FirestoreFields } from './firestore/values'
import { stockDocumentId } from '../src/lib/orders/stock-id'

export interface StoredDocument {
  fields: FirestoreFields
  createTime: string
  updateTime: string
}

export interface StoredProvider {
  providerId: string
  federatedId: string
  rawId: string
  email?: string
  displayName?: string
  photoUrl?: string
}

export interface StoredAccount {
  localId: string
  email?: string
  displayName?: string
  photoUrl?: string
  emailVerified: boolean
  /** "scrypt"-free demo hash: hex SHA-256 of salt + password. Never the password itself. */
  passwordHash?: string
  salt?: string
  passwordUpdatedAt?: number
  providerUserInfo: StoredProvider[]
  createdAt: string
  lastLoginAt: string
  validSince: string
  disabled?: boolean
  /** ISO time of the last ID token issued (sign-in or refresh), shown by accounts:lookup. */
  lastRefreshAt?: string
  /** 'password' | 'google.com' | 'anonymous': put in the ID tokens that a refresh issues. */
  lastSignInProvider?: string
  /** Custom claims as JSON, as Identity Toolkit keeps them (set by firebase-admin); every ID token carries them. */
  customAttributes?: string
}

/** A checkout session of the demo's payment page: what the payment provider keeps, not a Firestore document. */
export interface DemoSession {
  id: string
  orderId: string
  status: 'open' | 'complete' | 'expired'
  paymentStatus: 'paid' | 'unpaid'
  /** With `{CHECKOUT_SESSION_ID}` already filled in. */
  successUrl: string
  cancelUrl: string
  /** ISO time. */
  expiresAt: string
  amountSubtotal: number
  customerEmail: string
  /** What the shopper chose on the payment page as they paid: the rate, its price and where the parcel goes. */
  shipping?: { rateId: string; cents: number; address: ShippingAddress }
  /** The idempotency key it was created with: the same key is the same session. */
  key?: string
  /** What the shop wrote into it: its order and the shop's origin. */
  metadata?: Record<string, string>
  /** The payment, once paid: what refunds name. */
  paymentId?: string
  /** Refunds of its payment, by the key each was asked for with. */
  refunds?: Record<string, ProviderRefund>
}

/** A Cloud Storage object's metadata, as the service answers it (sizes and generations are decimal strings). */
export interface StoredObject {
  bucket: string
  name: string
  contentType: string
  size: string
  generation: string
  timeCreated: string
  /** The token of its download address; its bytes are kept under it. */
  downloadTokens: string
}

export interface MockState {
  documents: Record<string, StoredDocument>
  accounts: Record<string, StoredAccount>
  /** refresh token -> uid */
  refreshTokens: Record<string, string>
  checkoutSessions: Record<string, DemoSession>
  /** `<bucket>/<object name>` -> the object's metadata. */
  storageObjects: Record<string, StoredObject>
}

interface MockSettings {
  /** New real projects have email-enumeration protection on: wrong password and unknown email both answer INVALID_LOGIN_CREDENTIALS. */
  emailEnumerationProtection: boolean
}

export const mockSettings: MockSettings = { emailEnumerationProtection: true }

/** Where the browser keeps the mock's state (localStorage). */
export const MOCK_STATE_KEY = 'storefront-mock-backend'

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

export function seedState(): MockState {
  const documents: Record<string, StoredDocument> = {}
  for (const { id, ...data } of catalog) {
    documents[`collections/${id}`] = { fields: encodeFields(data), createTime: SEED_TIME, updateTime: SEED_TIME }
  }
  const owner = demoOwner()
  return {
    documents: { ...documents, ...stockDocuments(catalog) },
    accounts: { [owner.localId]: owner },
    refreshTokens: {},
    checkoutSessions: {},
    storageObjects: {},
  }
}

/** A state saved before stock had documents of its own: they start from the counts its collections show. */
function withStockDocuments(documents: Record<string, StoredDocument>): Record<string, StoredDocument> {
  if (Object.keys(documents).some((key) => key.startsWith('stock/'))) return documents
  const collections = Object.entries(documents).flatMap(([key, stored]) => {
    const [kind, id] = key.split('/')
    const items = decodeFields(stored.fields).items
    return kind === 'collections' && id !== undefined && Array.isArray(items) ? [{ id, items }] : []
  })
  return { ...documents, ...stockDocuments(collections) }
}

let state: MockState = seedState()
let storage: { area: Storage; key: string } | null = null

export function mockState(): MockState {
  return state
}

/**
 * Replaces the whole state and saves it. A new object rather than a change to the old one, so what is kept
 * beside the state (sign-in failure counts, throttle.ts) starts over with it.
 */
export function replaceMockState(next: MockState): void {
  state = next
  persistMockState()
}

type StateListener = () => void
const stateListeners = new Set<StateListener>()

/** Called after every change of the state (this page's, or another tab's once loaded): live listeners follow it. */
export function onMockStateChange(listener: StateListener): () => void {
  stateListeners.add(listener)
  return () => stateListeners.delete(listener)
}

function announceChange(): void {
  for (const listener of stateListeners) listener()
}

/** Call after every change so a browser reload (and another tab) sees it, and live listeners hear of it. */
export function persistMockState(): void {
  announceChange()
  if (!storage) return
  try {
    storage.area.setItem(storage.key, JSON.stringify(state))
  } catch {
    // Storage full or disabled: the mock keeps working in memory for this visit.
  }
}

function isMockState(value: unknown): value is MockState {
  const v = value as MockState | null
  return !!v && typeof v === 'object' && typeof v.documents === 'object' && typeof v.accounts === 'object' && typeof v.refreshTokens === 'object'
}

/**
 * Browser only: another tab of the demo changed the state it keeps in the same storage. This tab's copy is replaced
 * by it (without saving it back) and this tab's live listeners hear of it, as they would of a change made here.
 */
export function reloadMockState(): void {
  if (!storage) return
  try {
    const saved: unknown = JSON.parse(storage.area.getItem(storage.key) ?? 'null')
    if (!isMockState(saved)) return
    state = { ...saved, checkoutSessions: saved.checkoutSessions ?? {} }
  } catch {
    return
  }
  announceChange()
}

/**
 * Browser only: load the state kept under `key` (or seed it) and keep it there from now on. Without a storage
 * area, or with one that throws, the state lives in memory for the visit.
 */
export function keepStateIn(area: Storage | null, key: string): void {
  storage = area ? { area, key } : null
  if (!area) {
    state = seedState()
    return
  }
  try {
    const saved: unknown = JSON.parse(area.getItem(key) ?? 'null')
    if (isMockState(saved)) {
      // A state saved before the demo took payments has no sessions yet, nor, before the back office, its owner.
      const owner = demoOwner()
      state = {
        ...saved,
        documents: withStockDocuments(saved.documents),
        accounts: { [owner.localId]: owner, ...saved.accounts },
        checkoutSessions: saved.checkoutSessions ?? {},
        storageObjects: saved.storageObjects ?? {},
      }
      return
    }
  } catch {
    // Corrupt saved state: start again from the seed.
  }
  replaceMockState(seedState())
}
