// The demo's adapter of the shop's one /api (src/lib/api): the mock's Firestore documents as the store, the demo's
// payment page as the provider, the mock's ID tokens and accounts (deleted, their claims and sessions changed as by firebase-admin), and the debug App Check tokens the demo's exchange
// gives out.
import type { AccountAdmin, Caller, Deps } from '../../src/lib/api/ports'
import { debugAppCheck } from '../../src/lib/api/app-check'
import { callerOfClaims } from '../../src/lib/api/caller'
import { accountByEmail, revokeSessions, setCustomClaims } from '../auth/account-admin'
import { claimsOf, removeAccount } from '../auth/accounts'
import { DEMO_OWNER_EMAIL } from '../auth/demo-owner'
import { decodeIdToken } from '../auth/id-token'
import { demoPayments } from './demo-payments'
import { memoryStore } from './memory-store'
import { mockState, persistMockState } from '../state'

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

/** The claims with each named one set to true or taken away (null). */
function changedClaims(claims: Record<string, unknown>, changes: Record<string, true | null>): Record<string, unknown> {
  const changed = { ...claims }
  for (const [name, value] of Object.entries(changes))
    if (value === null) delete changed[name]
    else changed[name] = value
  return changed
}

/** The mock's Auth administered as firebase-admin administers a real project's: the owners' staff list. */
const accounts: AccountAdmin = {
  findByEmail: (email) => {
    const account = accountByEmail(email)
    return Promise.resolve(account ? { uid: account.localId, email: account.email ?? null, claims: claimsOf(account) } : null)
  },
  setClaims: (uid, changes) => {
    const account = mockState().accounts[uid]
    if (account) setCustomClaims(account, changedClaims(claimsOf(account), changes))
    return Promise.resolve()
  },
  revokeSessions: (uid) => {
    const account = mockState().accounts[uid]
    if (account) revokeSessions(account)
    return Promise.resolve()
  },
}

/** The demo's ports for a call to `origin` (the demo's own: where its payment page returns shoppers). */
export const demoDeps = (origin: string): Deps => ({
  store: memoryStore,
  payments: demoPayments(origin),
  shopUrl: origin,
  verifyIdToken: callerOf,
  deleteAccount,
  accounts,
  verifyAppCheck: debugAppCheck(memoryStore),
  // The demo's calls come straight from the page: no proxy of the shop's appends an address.
  trustedProxies: [],
  now: () => new Date(),
  // The demo sends no mail: it waits in the demo's outbox.
  sendsMail: false,
  ownerEmail: DEMO_OWNER_EMAIL,
})
