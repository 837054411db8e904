// An administrator's account changes, as firebase-admin makes them: looking an account up by email, replacing its
// custom claims and ending its sessions. The demo's /api calls them directly (mocks/api/demo-deps.ts); the Admin SDK's
// REST calls (`/v1/projects/<project>/accounts:lookup` and `:update`, with the emulator's administrator credentials)
// reach them through handlers.ts, so the function's adapter runs against the mock as against the Auth emulator.
import { mockState, persistMockState, type StoredAccount } from '../state'
import { endSessions, findAccountByEmail, userInfo } from './accounts'
import { assertAuth } from './errors'
import { text, type Body } from './operations'
import { canonicalEmail } from './passwords'

/** The claims an ID token has already; firebase-admin and the service refuse them as custom claims. */
const RESERVED_CLAIMS = ['acr', 'amr', 'at_hash', 'aud', 'auth_time', 'azp', 'cnf', 'c_hash', 'exp', 'firebase', 'iat', 'iss', 'jti', 'nbf', 'nonce', 'sub']
/** The service's limit on the claims' JSON. */
const MAX_CLAIMS_LENGTH = 1000

export const accountByEmail = (email: string): StoredAccount | undefined => findAccountByEmail(canonicalEmail(email))

/** Replaces the account's custom claims, as the service checks them; the next ID token minted carries them. */
function setClaimsJson(account: StoredAccount, json: string): void {
  let claims: unknown
  try {
    claims = JSON.parse(json)
  } catch {
    claims = undefined
  }
  assertAuth(claims !== null && typeof claims === 'object' && !Array.isArray(claims), 'INVALID_CLAIMS')
  assertAuth(json.length <= MAX_CLAIMS_LENGTH, 'CLAIMS_TOO_LARGE')
  const reserved = Object.keys(claims).find((name) => RESERVED_CLAIMS.includes(name))
  assertAuth(reserved === undefined, `FORBIDDEN_CLAIM : ${reserved}`)
  account.customAttributes = json
}

export function setCustomClaims(account: StoredAccount, claims: Record<string, unknown>): void {
  setClaimsJson(account, JSON.stringify(claims))
  persistMockState()
}

export function revokeSessions(account: StoredAccount): void {
  endSessions(account)
  persistMockState()
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [])

/** accounts:lookup by an administrator: by `localId` and `email` lists; no `users` when none matches. */
export function lookupAsAdmin(body: Body): Body {
  const accounts = mockState().accounts
  const found = [...list(body.localId).map((id) => accounts[id]), ...list(body.email).map(accountByEmail)].filter(
    (account): account is StoredAccount => account !== undefined,
  )
  return { kind: 'identitytoolkit#GetAccountInfoResponse', ...(found.length > 0 ? { users: [...new Set(found)].map(userInfo) } : {}) }
}

/** accounts:update by an administrator: its custom claims (`customAttributes`) and its sessions (`validSince`). */
export function updateAsAdmin(body: Body): Body {
  const localId = text(body.localId)
  assertAuth(localId, 'MISSING_LOCAL_ID')
  const account = mockState().accounts[localId]
  assertAuth(account, 'USER_NOT_FOUND')
  const claims = text(body.customAttributes)
  if (claims !== undefined) setClaimsJson(account, claims)
  if (body.validSince !== undefined) endSessions(account)
  persistMockState()
  return { kind: 'identitytoolkit#SetAccountInfoResponse', localId, ...(account.email ? { email: account.email } : {}) }
}
