// Signing out while a user document's transaction is on its way: the sign-out waits for it, so that no part of it
// goes without the shopper's token. Against the mock backend, with the real Auth and Firestore SDKs.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { afterEach, expect, it, vi } from 'vitest'
import { holdCommits } from '../support/hold-commits'
import { createMockAccount } from '../support/mock-accounts'
import { firebaseAuth } from '../../src/lib/firebase/auth'
import { signOutUser } from '../../src/lib/firebase/auth-actions'
import { SETTLE_PATIENCE_MS, changeWishlist, createUserDocumentIfAbsent, fetchUserDocument } from '../../src/lib/firebase/user-documents'

afterEach(async () => {
  vi.useRealTimers()
  await signOut(firebaseAuth())
  localStorage.clear()
})

/** Signs a new account in with its document written. */
async function signedIn(email: string): Promise<string> {
  await createMockAccount({ email, password: 'secret123' })
  const { user } = await signInWithEmailAndPassword(firebaseAuth(), email, 'secret123')
  await createUserDocumentIfAbsent(user.uid, { displayName: 'Ann', email })
  return user.uid
}

it('waits for a transaction on its way before signing out, and the transaction is written', async () => {
  const uid = await signedIn('ann@example.com')
  const commits = holdCommits()
  const change = changeWishlist(uid, () => ['12'])
  await commits.held
  const signingOut = signOutUser()
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(firebaseAuth().currentUser?.uid).toBe(uid)
  commits.release()
  await change
  await signingOut
  expect(firebaseAuth().currentUser).toBeNull()
  await signInWithEmailAndPassword(firebaseAuth(), 'ann@example.com', 'secret123')
  expect((await fetchUserDocument(uid))?.wishlist).toEqual(['12'])
})

it('signs out after SETTLE_PATIENCE_MS when the backend does not answer', async () => {
  const uid = await signedIn('bob@example.com')
  const commits = holdCommits()
  const change = changeWishlist(uid, () => ['12']).catch((error: unknown) => error)
  await commits.held
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const signingOut = signOutUser()
  await vi.advanceTimersByTimeAsync(SETTLE_PATIENCE_MS)
  await signingOut
  expect(firebaseAuth().currentUser).toBeNull()
  vi.useRealTimers()
  commits.release()
  await change
})
