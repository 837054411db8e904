// ID tokens, refresh tokens and the secure-token exchange.
// - ID tokens are unsigned JWTs (encodeIdToken) with the claims of the emulator's tokens, so getIdTokenResult()
//   and reactfire's claim checks work. They live 3600 s, like the real ones.
// - Refresh tokens are opaque random strings; `refreshTokens` maps each one to its uid. A refresh answers with
//   the same refresh token, like the real service, so refreshing does not grow the state.
// - The project id: the SDK never sends it (only the API key), so the mock cannot learn it from a request. It
//   uses the demo project's (DEMO_OPTIONS, what the app runs with on the mock), which the contract test also
//   gives the emulator; only the `iss`/`aud` claims and the token endpoint's `project_id` show it, and the SDK
//   checks neither.
import { DEMO_OPTIONS } from '../../src/lib/firebase/config'
import { encodeBase64Url } from './base64url'
import { encodeIdToken, decodeIdToken, type IdTokenClaims } from './id-token'
import { mockState, persistMockState, type StoredAccount } from '../state'
import { AuthApiError, assertAuth } from './errors'
import { claimsOf, wasEnded } from './accounts'

const PROJECT_ID = DEMO_OPTIONS.projectId
export const ID_TOKEN_LIFETIME_SECONDS = 3600

// The mock's own sign-ins use the first three; signInWithIdp passes any other provider id through.
export type SignInProvider = 'password' | 'google.com' | 'anonymous' | (string & {})

interface IssuedTokens {
  idToken: string
  refreshToken: string
  expiresIn: string
}

const seconds = (ms: number) => Math.floor(ms / 1000)

/** Like the emulator: `email` plus every federated provider's raw ids ('password' adds nothing). */
function identities(account: StoredAccount): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  if (account.email) result.email = [account.email]
  for (const provider of account.providerUserInfo) {
    if (provider.providerId === 'password') continue
    ;(result[provider.providerId] ??= []).push(provider.rawId)
  }
  return result
}

export function idTokenFor(account: StoredAccount, provider: string, nowMs = Date.now()): string {
  const iat = seconds(nowMs)
  // The emulator's extra claims (picture, provider_id) ride along; IdTokenClaims lists only what the SDK reads.
  const claims: IdTokenClaims & { picture?: string; provider_id?: string } = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: seconds(Number(account.lastLoginAt)),
    user_id: account.localId,
    sub: account.localId,
    iat,
    exp: iat + ID_TOKEN_LIFETIME_SECONDS,
    email: account.email,
    email_verified: account.emailVerified,
    firebase: { identities: identities(account), sign_in_provider: provider },
  }
  // Like the emulator (and userInfo), no email_verified claim for accounts without an email (anonymous).
  if (!account.email && !account.emailVerified) delete (claims as Partial<IdTokenClaims>).email_verified
  if (account.displayName !== undefined) claims.name = account.displayName
  if (account.photoUrl !== undefined) claims.picture = account.photoUrl
  if (provider === 'anonymous') claims.provider_id = 'anonymous'
  // Custom claims ride at the top level of the payload, beside the standard ones, which they never replace.
  return encodeIdToken({ ...claimsOf(account), ...claims })
}

function newRefreshToken(): string {
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(48)))
}

/** A new session: fresh ID token and refresh token. Persists the state. */
export function issueTokens(account: StoredAccount, provider: SignInProvider): IssuedTokens {
  const now = Date.now()
  account.lastRefreshAt = new Date(now).toISOString()
  account.lastSignInProvider = provider
  const refreshToken = newRefreshToken()
  mockState().refreshTokens[refreshToken] = account.localId
  persistMockState()
  return { idToken: idTokenFor(account, provider, now), refreshToken, expiresIn: String(ID_TOKEN_LIFETIME_SECONDS) }
}

/**
 * The account behind an ID token sent to lookup/update. Like the emulator: garbage -> INVALID_ID_TOKEN, deleted
 * account -> USER_NOT_FOUND, issued before validSince (password or email changed) -> TOKEN_EXPIRED, disabled ->
 * USER_DISABLED. Unlike the emulator (which ignores `exp`) but like the real service, an expired token -> TOKEN_EXPIRED.
 */
export function accountForIdToken(idToken: unknown): { account: StoredAccount; provider: string } {
  assertAuth(idToken, 'MISSING_ID_TOKEN')
  const claims = typeof idToken === 'string' ? decodeIdToken(idToken) : null
  assertAuth(claims, 'INVALID_ID_TOKEN')
  const account = mockState().accounts[claims.user_id]
  assertAuth(account, 'USER_NOT_FOUND')
  assertAuth(claims.exp > seconds(Date.now()), 'TOKEN_EXPIRED')
  assertAuth(claims.iat >= Number(account.validSince), 'TOKEN_EXPIRED')
  assertAuth(!account.disabled, 'USER_DISABLED')
  return { account, provider: claims.firebase?.sign_in_provider ?? 'password' }
}

/** The provider a refresh puts in the new ID token: the last sign-in's, else guessed from the linked providers. */
function providerForRefresh(account: StoredAccount): string {
  if (account.lastSignInProvider) return account.lastSignInProvider
  const ids = account.providerUserInfo.map((p) => p.providerId)
  return ids.includes('password') ? 'password' : (ids[0] ?? 'anonymous')
}

/** `grant_type=refresh_token` of securetoken.googleapis.com/v1/token, snake_case answer. */
export function exchangeRefreshToken(body: Record<string, unknown>): Record<string, string> {
  // The emulator camel-cases the keys of the body, so both spellings are accepted there too.
  const grantType = body.grant_type ?? body.grantType
  const refreshToken = body.refresh_token ?? body.refreshToken
  assertAuth(grantType, 'MISSING_GRANT_TYPE')
  assertAuth(grantType === 'refresh_token', 'INVALID_GRANT_TYPE')
  assertAuth(refreshToken, 'MISSING_REFRESH_TOKEN')
  const uid = typeof refreshToken === 'string' ? mockState().refreshTokens[refreshToken] : undefined
  // A session an administrator ended: the real service's answer, which the SDK maps to auth/user-token-expired and
  // signs the account out.
  if (!uid && typeof refreshToken === 'string' && wasEnded(refreshToken)) throw new AuthApiError('TOKEN_EXPIRED')
  assertAuth(uid, 'INVALID_REFRESH_TOKEN')
  const account = mockState().accounts[uid]
  // The real service's answer for a deleted user (the emulator says INVALID_REFRESH_TOKEN); the SDK maps it
  // to auth/user-token-expired and signs the user out.
  if (!account) throw new AuthApiError('USER_NOT_FOUND')
  assertAuth(!account.disabled, 'USER_DISABLED')
  const now = Date.now()
  account.lastRefreshAt = new Date(now).toISOString()
  persistMockState()
  const idToken = idTokenFor(account, providerForRefresh(account), now)
  return {
    access_token: idToken,
    expires_in: String(ID_TOKEN_LIFETIME_SECONDS),
    token_type: 'Bearer',
    refresh_token: refreshToken as string,
    id_token: idToken,
    user_id: account.localId,
    project_id: PROJECT_ID,
  }
}
