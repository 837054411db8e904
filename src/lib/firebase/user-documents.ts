// users/{uid}: read and created only for the shopper signed in as uid. Loaded through dynamic import() once someone
// is signed in, so Auth is loaded already; the catalog's reads (./firestore.ts) do not load Auth.
import { doc, getDoc, runTransaction, serverTimestamp } from 'firebase/firestore/lite'
import { firebaseAuth } from './auth'
import { backendReady } from './backend-ready'
import { beforeSignOut, waitAtMost } from './before-sign-out'
import { firestore } from './firestore'

/** Thrown instead of a request for users/{uid} when that user is no longer the one signed in. */
class NotSignedInError extends Error {
  constructor(uid: string) {
    super(`users/${uid} is not read or written: that user is not signed in`)
    this.name = 'NotSignedInError'
  }
}

/**
 * A shopper can sign out while their document is on its way (its module loading, the demo backend starting):
 * the request would then carry no token and be refused (403). Checked after the last wait, right before it goes.
 */
function assertSignedInAs(uid: string): void {
  if (firebaseAuth().currentUser?.uid !== uid) throw new NotSignedInError(uid)
}

/** How long signing out waits for a user document's requests on their way. */
export const SETTLE_PATIENCE_MS = 3000

/** Reads and transactions of a user document sent and not yet answered. */
const underway = new Set<Promise<unknown>>()

/**
 * Keeps `request` in `underway` until it is answered. A request goes in parts (a transaction reads, then commits),
 * each with the shopper's token: signed out in between, the next part would go without one and be refused (403).
 */
function tracked<T>(request: Promise<T>): Promise<T> {
  underway.add(request)
  const settle = () => void underway.delete(request)
  request.then(settle, settle)
  return request
}

// Signing out waits (up to SETTLE_PATIENCE_MS) for the requests on their way, such as the sign-in's own document.
beforeSignOut(async () => {
  await waitAtMost(Promise.allSettled(underway), SETTLE_PATIENCE_MS)
  return () => {}
})

let writing: Promise<unknown> = Promise.resolve()

/**
 * One transaction on a user document at a time from this page: the wishlist's and the cart's merges start together
 * on sign-in, and two at once would make one fail its precondition and go again (a wasted round trip, and an error
 * in the browser's console).
 */
function inTurn<T>(uid: string, transaction: () => Promise<T>): Promise<T> {
  // Checked again when its turn comes: the shopper may have signed out while it waited.
  const start = () => {
    assertSignedInAs(uid)
    return transaction()
  }
  const run = tracked(writing.then(start, start))
  writing = run.catch(() => {})
  return run
}

/** The fields of users/{uid}, or null when the document does not exist. */
export async function fetchUserDocument(uid: string): Promise<Record<string, unknown> | null> {
  await backendReady()
  assertSignedInAs(uid)
  const snapshot = await tracked(getDoc(doc(firestore(), 'users', uid)))
  return snapshot.exists() ? snapshot.data() : null
}

/**
 * Creates users/{uid} only if it is absent: a transaction reads it and writes with a does-not-exist
 * precondition, so two tabs (or the sign-up form and the auth listener) can never overwrite each other.
 */
export async function createUserDocumentIfAbsent(
  uid: string,
  data: { displayName: string; email: string } & Record<string, unknown>,
): Promise<'created' | 'exists'> {
  await backendReady()
  assertSignedInAs(uid)
  const ref = doc(firestore(), 'users', uid)
  return inTurn(uid, () =>
    runTransaction(firestore(), async (transaction) => {
      const snapshot = await transaction.get(ref)
      if (snapshot.exists()) return 'exists'
      transaction.set(ref, { ...data, createdAt: serverTimestamp() })
      return 'created' as const
    }),
  )
}

/**
 * Changes one of the fields a shopper keeps on users/{uid} to what `change` makes of the stored value (whatever it
 * holds), in a transaction: a change made meanwhile in another tab or on another device is read again, never
 * overwritten. `change` answers null to leave the field as it is. The document must exist (it is created on sign-in);
 * the rules accept only a change of these fields.
 */
async function changeOwnField(uid: string, field: 'wishlist' | 'cart', change: (stored: unknown) => Promise<unknown> | unknown): Promise<void> {
  await backendReady()
  assertSignedInAs(uid)
  const ref = doc(firestore(), 'users', uid)
  await inTurn(uid, () =>
    runTransaction(firestore(), async (transaction) => {
      const snapshot = await transaction.get(ref)
      if (!snapshot.exists()) throw new Error(`users/${uid} does not exist yet: its ${field} waits for it`)
      const value = await change(snapshot.get(field))
      if (value !== null) transaction.update(ref, { [field]: value })
    }),
  )
}

/** Changes users/{uid}'s wishlist to the item keys `change` makes of the stored one. */
export const changeWishlist = (uid: string, change: (stored: unknown) => string[]): Promise<void> => changeOwnField(uid, 'wishlist', change)

/** Changes users/{uid}'s cart to the lines `change` makes of the stored field, with the server's time of the change. */
export const changeCart = (uid: string, change: (stored: unknown) => Promise<string[] | null>): Promise<void> =>
  changeOwnField(uid, 'cart', async (stored) => {
    const lines = await change(stored)
    return lines && { lines, updatedAt: serverTimestamp() }
  })
