// The mock backend's one state: Firestore documents (REST-encoded, keyed by path such as 'collections/1' or
// 'users/u1'; each counted item's stock document, orders, processed payment events and queued mail among them),
// Auth accounts, the checkout sessions of the demo's stand-in for the payment provider, and what Cloud Storage
// knows of each uploaded picture (its bytes are kept apart: mocks/storage/bytes.ts). This module holds it, tells
// live listeners of each change, and keeps it in the browser's storage; its types are in state-types.ts and its
// first value in seed.ts. Node tests reset it between tests; the browser keeps it in localStorage so a reload sees
// the same accounts and documents.
import { demoPromotion, demoTeam, seedState, withPriceHistories, withStockDocuments } from './seed'
import { indexedDocuments } from './collection-index'
import { orderedFields } from './firestore/indexes'
import type { MockState } from './state-types'

export type { DemoSession, MockState, StoredAccount, StoredDocument, StoredObject, StoredProvider } from './state-types'
export { seedState } from './seed'

interface MockSettings {
  /** New real projects have email-enumeration protection on: wrong password and unknown email both answer INVALID_LOGIN_CREDENTIALS. */
  emailEnumerationProtection: boolean
}

export const mockSettings: MockSettings = { emailEnumerationProtection: true }

/** Where the browser keeps the mock's state (localStorage). */
export const MOCK_STATE_KEY = 'storefront-mock-backend'

/**
 * A state whose documents are found by collection, and in the order the declared indexes keep (collection-index.ts):
 * the same object, its record behind the index.
 */
function indexed(next: MockState): MockState {
  next.documents = indexedDocuments(next.documents, orderedFields)
  return next
}

let state: MockState = indexed(seedState())
let storage: { area: Storage; key: string } | null = null

export function mockState(): MockState {
  return state
}

/**
 * Replaces the whole state and saves it. A new object rather than a change to the old one, so what is kept
 * beside the state (sign-in failure counts, throttle.ts) starts over with it.
 */
export function replaceMockState(next: MockState): void {
  state = indexed(next)
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
    state = indexed({ ...saved, checkoutSessions: saved.checkoutSessions ?? {} })
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
    state = indexed(seedState())
    return
  }
  try {
    const saved: unknown = JSON.parse(area.getItem(key) ?? 'null')
    if (isMockState(saved)) {
      // A state saved before the demo took payments has no sessions yet, nor, before the back office, its owner, nor
      // its staff member before staff, nor its promotion code before codes (what was saved of it wins).
      const team = demoTeam()
      state = indexed({
        ...saved,
        // Before owners were listed in owners/{uid}, the demo's owner had the claim alone.
        documents: { ...team.documents, ...demoPromotion(), ...withPriceHistories(withStockDocuments(saved.documents)) },
        accounts: { ...team.accounts, ...saved.accounts },
        checkoutSessions: saved.checkoutSessions ?? {},
        storageObjects: saved.storageObjects ?? {},
      })
      return
    }
  } catch {
    // Corrupt saved state: start again from the seed.
  }
  replaceMockState(seedState())
}
