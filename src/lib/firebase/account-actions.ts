// The signed-in shopper's own account, as Auth changes it: a new email, verified before it is set (the SDK's
// verifyBeforeUpdateEmail: the link goes to the new address, and the email changes once it is followed), and the
// password confirmed again before anything sensitive (Auth asks for a recent sign-in). Only the account page and the
// action page load this module (dynamically).
import { applyActionCode, checkActionCode, EmailAuthProvider, reauthenticateWithCredential, signOut, verifyBeforeUpdateEmail, type User } from 'firebase/auth'
import { firebaseAuth as initializedAuth } from './auth'
import { backendReady } from './backend-ready'

async function firebaseAuth() {
  await backendReady()
  return initializedAuth()
}

const shopError = (code: string, message: string) => Object.assign(new Error(message), { code })

async function signedInUser(): Promise<User> {
  const user = (await firebaseAuth()).currentUser
  if (!user) throw shopError('auth/user-token-expired', 'Nobody is signed in')
  return user
}

/** Whether the signed-in account has a password (as against Google alone). */
export async function hasPassword(): Promise<boolean> {
  return (await signedInUser()).providerData.some((provider) => provider.providerId === 'password')
}

/**
 * The shopper's password confirmed again, which makes a fresh sign-in for Auth and for the shop's /api (the ID
 * token's auth_time). An account that signs in with Google only has no password here: `shop/no-password`.
 */
export async function confirmPassword(password: string): Promise<void> {
  const user = await signedInUser()
  if (!user.email || !(await hasPassword())) throw shopError('shop/no-password', 'This account has no password')
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password))
}

/**
 * Mails a link to `newEmail` that sets it as the account's email once followed; the link comes back to the shop's
 * action page (a real project's email templates point their action URL there), then to the account page.
 */
export async function requestEmailChange(password: string, newEmail: string): Promise<void> {
  await confirmPassword(password)
  await verifyBeforeUpdateEmail(await signedInUser(), newEmail, { url: `${location.origin}/account` })
}

/** The emails an email change link is about; throws when the code is unknown, used, expired or of another kind. */
export async function readEmailChangeCode(code: string): Promise<{ email: string; previousEmail: string }> {
  const { operation, data } = await checkActionCode(await firebaseAuth(), code)
  if (operation !== 'VERIFY_AND_CHANGE_EMAIL' || !data.email || !data.previousEmail) throw shopError('auth/invalid-action-code', 'Not an email change link')
  return { email: data.email, previousEmail: data.previousEmail }
}

/**
 * Sets the new email with the link's code, which is then used up. Auth ends the account's sessions, so one open in
 * this browser is signed out here too: the shopper signs in again with the new email.
 */
export async function applyEmailChange(code: string, previousEmail: string): Promise<void> {
  const auth = await firebaseAuth()
  await applyActionCode(auth, code)
  if (auth.currentUser?.email === previousEmail) await signOut(auth)
}

/** A fresh ID token, carrying the account's email as Auth has it now (after a change made elsewhere). */
export async function refreshIdToken(): Promise<void> {
  await (await signedInUser()).getIdToken(true)
}
