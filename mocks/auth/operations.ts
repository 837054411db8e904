// Email/password endpoints of Identity Toolkit: accounts:signUp, :signInWithPassword, :lookup and :update.
// Checks run in the emulator's order, so a request with several faults gets the emulator's error (for
// example an invalid email and a weak password answer INVALID_EMAIL). Every check happens before the first
// change, so a refused request changes nothing.
import { mockSettings, persistMockState } from '../state'
import { createAccount, findAccountByEmail, REDACTED, syncPasswordProvider, userInfo } from './accounts'
import { AuthApiError, assertAuth } from './errors'
import { assertStrongEnough, canonicalEmail, isValidEmail, passwordFields, passwordMatches } from './passwords'
import { assertNotLockedOut, clearFailedSignIns, recordFailedSignIn } from './throttle'
import { accountForIdToken, issueTokens, type SignInProvider } from './tokens'

export type Body = Record<string, unknown>

/** A string field of the request body; anything else counts as absent. */
export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

const nowSeconds = () => String(Math.floor(Date.now() / 1000))

/** Email + password sign-up; with neither (and no idToken), an anonymous account, like the emulator. */
export async function signUp(body: Body): Promise<Body> {
  const email = text(body.email)
  const password = text(body.password)
  const provider: SignInProvider = body.idToken || password || email ? 'password' : 'anonymous'
  if (provider === 'password') {
    assertAuth(email, 'MISSING_EMAIL')
    assertAuth(password, 'MISSING_PASSWORD')
    assertAuth(isValidEmail(email), 'INVALID_EMAIL')
    assertAuth(!findAccountByEmail(canonicalEmail(email)), 'EMAIL_EXISTS')
    assertStrongEnough(password)
  }
  // With an idToken (an anonymous user adding a password) the signed-in account is upgraded in place.
  const upgraded = body.idToken ? accountForIdToken(body.idToken).account : undefined
  const fields = {
    ...(email ? { email: canonicalEmail(email) } : {}),
    ...(text(body.displayName) !== undefined ? { displayName: text(body.displayName) } : {}),
    ...(password ? { ...(await passwordFields(password)), validSince: nowSeconds() } : {}),
  }
  const account = upgraded ? Object.assign(upgraded, fields) : createAccount(fields)
  account.lastLoginAt = String(Date.now())
  syncPasswordProvider(account)
  const tokens = issueTokens(account, provider)
  return {
    kind: 'identitytoolkit#SignupNewUserResponse',
    localId: account.localId,
    displayName: account.displayName,
    email: account.email,
    ...tokens,
  }
}

/** INVALID_LOGIN_CREDENTIALS with email-enumeration protection (the default); else the legacy codes. */
export async function signInWithPassword(body: Body): Promise<Body> {
  assertAuth(body.email !== undefined, 'MISSING_EMAIL')
  const email = text(body.email) ?? ''
  const password = text(body.password)
  assertAuth(isValidEmail(email), 'INVALID_EMAIL')
  assertAuth(password, 'MISSING_PASSWORD')
  const canonical = canonicalEmail(email)
  assertNotLockedOut(canonical)
  const protect = mockSettings.emailEnumerationProtection
  const account = findAccountByEmail(canonical)
  if (!account) {
    recordFailedSignIn(canonical)
    throw new AuthApiError(protect ? 'INVALID_LOGIN_CREDENTIALS' : 'EMAIL_NOT_FOUND')
  }
  assertAuth(!account.disabled, 'USER_DISABLED')
  if (!(await passwordMatches(account, password))) {
    recordFailedSignIn(canonical)
    throw new AuthApiError(protect ? 'INVALID_LOGIN_CREDENTIALS' : 'INVALID_PASSWORD')
  }
  clearFailedSignIns(canonical)
  account.lastLoginAt = String(Date.now())
  return {
    kind: 'identitytoolkit#VerifyPasswordResponse',
    registered: true,
    localId: account.localId,
    email: canonical,
    ...issueTokens(account, 'password'),
  }
}

export function lookup(body: Body): Body {
  const { account } = accountForIdToken(body.idToken)
  return { kind: 'identitytoolkit#GetAccountInfoResponse', users: [userInfo(account)] }
}

const PROFILE_ATTRIBUTES: Record<string, 'displayName' | 'photoUrl'> = {
  DISPLAY_NAME: 'displayName',
  PHOTO_URL: 'photoUrl',
}

/**
 * Profile, email and password changes of the signed-in user. Like the emulator, an email or password change
 * moves validSince to now (older ID tokens then get TOKEN_EXPIRED) and answers with a new session; a
 * profile-only change answers without tokens.
 */
export async function update(body: Body): Promise<Body> {
  assertAuth(body.idToken, 'INVALID_REQ_TYPE : Unsupported request parameters.')
  const session = accountForIdToken(body.idToken)
  const { account } = session
  let provider = session.provider
  const email = text(body.email)
  const password = text(body.password)
  let newEmail: string | undefined
  if (email) {
    assertAuth(isValidEmail(email), 'INVALID_EMAIL')
    newEmail = canonicalEmail(email)
    assertAuth(newEmail === account.email || !findAccountByEmail(newEmail), 'EMAIL_EXISTS')
  }
  if (password) assertStrongEnough(password)

  const revoke = !!password || (newEmail !== undefined && newEmail !== account.email)
  if (newEmail !== undefined && newEmail !== account.email) Object.assign(account, { email: newEmail, emailVerified: false })
  if (password) {
    Object.assign(account, await passwordFields(password))
    provider = 'password'
  }
  for (const field of ['displayName', 'photoUrl'] as const) {
    const value = text(body[field])
    if (value !== undefined) account[field] = value
  }
  for (const attribute of Array.isArray(body.deleteAttribute) ? body.deleteAttribute : []) {
    const field = PROFILE_ATTRIBUTES[String(attribute)]
    if (field) delete account[field]
  }
  if (revoke) account.validSince = nowSeconds()
  syncPasswordProvider(account)
  persistMockState()
  const info = userInfo(account)
  return {
    kind: 'identitytoolkit#SetAccountInfoResponse',
    localId: account.localId,
    emailVerified: info.emailVerified,
    providerUserInfo: info.providerUserInfo,
    email: account.email,
    displayName: account.displayName,
    photoUrl: account.photoUrl,
    newEmail,
    passwordHash: account.passwordHash ? REDACTED : undefined,
    ...(revoke ? issueTokens(account, provider) : {}),
  }
}
