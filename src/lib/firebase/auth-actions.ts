// Sign-in operations. Only the /signin, /reset-password and /account pages and the header's SIGN OUT load this
// module (dynamically), so the first visit carries none of it.
import {
  confirmPasswordReset,
  GoogleAuthProvider,
  updatePassword,
  sendPasswordResetEmail,
  verifyPasswordResetCode,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth'
import { confirmPassword } from './account-actions'
import { firebaseAuth as initializedAuth } from './auth'
import { backendReady } from './backend-ready'
import { runBeforeSignOut } from './before-sign-out'

async function firebaseAuth() {
  await backendReady()
  return initializedAuth()
}

export type { User }

export async function signInWithEmail(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(await firebaseAuth(), email, password)).user
}

export async function signUpWithEmail(email: string, password: string): Promise<User> {
  return (await createUserWithEmailAndPassword(await firebaseAuth(), email, password)).user
}

/** Google's popup, with the account chooser forced even when one Google account is signed in. */
export async function signInWithGooglePopup(): Promise<User> {
  const provider = new GoogleAuthProvider()
  provider.setCustomParameters({ prompt: 'select_account' })
  return (await signInWithPopup(await firebaseAuth(), provider, browserPopupRedirectResolver)).user
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
  return (await signInWithCredential(await firebaseAuth(), GoogleAuthProvider.credential(idToken))).user
}

/**
 * Mails a link to choose a new password, which comes back to the shop's /reset-password page (a real project's
 * email template points its action URL there). Whether the email has an account is never told.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(await firebaseAuth(), email, { url: `${location.origin}/signin` })
}

/** The email a reset link's code is for; throws when the code is unknown, used or expired. */
export async function checkPasswordResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(await firebaseAuth(), code)
}

/** Sets the new password with the link's code, which is then used up. */
export async function setNewPassword(code: string, password: string): Promise<void> {
  await confirmPasswordReset(await firebaseAuth(), code, password)
}

/**
 * The signed-in shopper's new password, once their current one is confirmed (Auth asks for a recent sign-in). The
 * account's other sessions end: Auth treats a password change as a major one. An account that signs in with Google
 * only has no password here: `shop/no-password`.
 */
export async function changePassword(current: string, next: string): Promise<void> {
  await confirmPassword(current)
  await updatePassword((await firebaseAuth()).currentUser!, next)
}

/** Signs out, once what has to be done while signed in is done (./before-sign-out.ts). */
export async function signOutUser(): Promise<void> {
  const finish = await runBeforeSignOut()
  try {
    await signOut(initializedAuth())
  } catch (error) {
    finish(false)
    throw error
  }
  finish(true)
}
