// The demo's adapter of the shop's one /api (src/lib/api): the mock's Firestore documents as the store, the demo's
// payment page as the provider, the mock's ID tokens and accounts, and the debug App Check tokens the demo's exchange
// gives out.
import type { Caller, Deps } from '../../src/lib/api/ports'
import { debugAppCheck } from '../../src/lib/api/app-check'
import { callerOfClaims } from '../../src/lib/api/caller'
import { removeAccount } from '../auth/accounts'
import { DEMO_OWNER_EMAIL } from '../auth/demo-owner'
import { decodeIdToken } from '../auth/id-token'
import { demoPayments } from './demo-payments'
import { memoryStore } from './memory-store'
import { persistMockState } from '../state'

/** The signed-in shopper an ID token of the mock's Auth proves (any well-formed one that has not expired), as the Auth emulator's. */
function callerOf(token: string): Promise<Caller | null> {
  const claims = decodeIdToken(token)
  if (!claims || claims.exp <= Date.now() / 1000) return Promise.resolve(null)
  return Promise.resolve(callerOfClaims(claims.user_id, claims))
}

/** The mock's Auth deletes the account, as the Admin SDK's deleteUser does in a real project. */
function deleteAccount(uid: string): Promise<void> {
  if (removeAccount(uid)) persistMockState()
  return Promise.resolve()
}

/** The demo's ports for a call to `origin` (the demo's own: where its payment page returns shoppers). */
export const demoDeps = (origin: string): Deps => ({
  store: memoryStore,
  payments: demoPayments(origin),
  shopUrl: origin,
  verifyIdToken: callerOf,
  deleteAccount,
  verifyAppCheck: debugAppCheck(memoryStore),
  // The demo's calls come straight from the page: no proxy of the shop's appends an address.
  trustedProxies: [],
  now: () => new Date(),
  // The demo sends no mail: it waits in the demo's outbox.
  sendsMail: false,
  ownerEmail: DEMO_OWNER_EMAIL,
})
