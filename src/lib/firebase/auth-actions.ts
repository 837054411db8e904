// Sign-in operations. Only the /signin page and the header's SIGN OUT load this module (dynamically), so the
// first visit carries none of it.
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth'
import { firebaseAuth } from './auth'

export type { User }

export async function signInWithEmail(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(firebaseAuth(), email, password)).user
}

export async function signUpWithEmail(email: string, password: string): Promise<User> {
  return (await createUserWithEmailAndPassword(firebaseAuth(), email, password)).user
}

/** Google's popup, with the account chooser forced even when one Google account is signed in. */
export async function signInWithGooglePopup(): Promise<User> {
  const provider = new GoogleAuthProvider()
  provider.setCustomParameters({ prompt: 'select_account' })
  return (await signInWithPopup(firebaseAuth(), provider, browserPopupRedirectResolver)).user
}

export interface GoogleProfile {
  sub: string
  email: string
  name: string
}

/**
 * The call Google's popup ends with (`accounts:signInWithIdp` with a Google ID token), without the popup:
 * used by the mock backend's demo account chooser, where Google itself cannot be reached.
 */
export async function signInWithGoogleProfile(profile: GoogleProfile): Promise<User> {
  const idToken = JSON.stringify({ ...profile, email_verified: true })
  return (await signInWithCredential(firebaseAuth(), GoogleAuthProvider.credential(idToken))).user
}

export async function signOutUser(): Promise<void> {
  await signOut(firebaseAuth())
}
