// Accounts in the mock state: ids, look-ups, the password provider entry and the lookup/update answer shape.
import { mockState, type StoredAccount, type StoredProvider } from '../state'

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 28 alphanumeric characters, like the real service's and the emulator's uids. */
function newLocalId(): string {
  const accounts = mockState().accounts
  for (;;) {
    let id = ''
    while (id.length < 28) {
      // Bytes >= 248 are dropped so that each of the 62 characters is equally likely (248 = 4 * 62).
      for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
        if (byte < 248 && id.length < 28) id += ID_ALPHABET[byte % 62]
      }
    }
    if (!accounts[id]) return id
  }
}

export function findAccountByEmail(email: string): StoredAccount | undefined {
  return Object.values(mockState().accounts).find((account) => account.email === email)
}

/** The account whose last mailed password reset code this is. */
export function findAccountByResetCode(code: string): StoredAccount | undefined {
  return Object.values(mockState().accounts).find((account) => account.passwordReset?.code === code)
}

/** The account whose last mailed email change code this is. */
export function findAccountByEmailChangeCode(code: string): StoredAccount | undefined {
  return Object.values(mockState().accounts).find((account) => account.emailChange?.code === code)
}

/**
 * Removes an account and its sessions (accounts:delete, and the Admin SDK's deleteUser): its refresh tokens stop
 * working at once, its ID tokens at their next check.
 */
export function removeAccount(localId: string): boolean {
  const state = mockState()
  if (!state.accounts[localId]) return false
  delete state.accounts[localId]
  for (const [token, uid] of Object.entries(state.refreshTokens)) if (uid === localId) delete state.refreshTokens[token]
  return true
}

/** The account's custom claims as stored ({} when none, or when what is stored does not read). */
export function claimsOf(account: StoredAccount): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(account.customAttributes ?? '{}')
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** How many ended sessions an account remembers: enough for every device one person signs in on. */
const REVOKED_KEPT = 20

/**
 * Ends every session of the account, as firebase-admin's revokeRefreshTokens does: validSince moves to now, and its
 * refresh tokens stop working (a refresh answers TOKEN_EXPIRED, so the SDK signs the account out). Its ID tokens keep
 * working until they expire, as the real ones do for a server that does not ask whether they were revoked. The Auth
 * emulator goes on refreshing such sessions; the mock follows the real service here, so the demo ends them.
 */
export function endSessions(account: StoredAccount): void {
  const state = mockState()
  const ended: string[] = []
  for (const [token, uid] of Object.entries(state.refreshTokens))
    if (uid === account.localId) {
      delete state.refreshTokens[token]
      ended.push(token)
    }
  account.revokedRefreshTokens = [...ended, ...(account.revokedRefreshTokens ?? [])].slice(0, REVOKED_KEPT)
  account.validSince = String(Math.floor(Date.now() / 1000))
}

/** Whether a refresh token is one of a session an administrator ended. */
export const wasEnded = (refreshToken: string): boolean =>
  Object.values(mockState().accounts).some((account) => account.revokedRefreshTokens?.includes(refreshToken) === true)

export function findAccountByProvider(providerId: string, rawId: string): StoredAccount | undefined {
  return Object.values(mockState().accounts).find((account) => account.providerUserInfo.some((p) => p.providerId === providerId && p.rawId === rawId))
}

/**
 * Keeps the 'password' provider entry in step with the account, as the emulator does after every change: it
 * exists while the account has an email and a password, and mirrors email, displayName and photoUrl.
 */
export function syncPasswordProvider(account: StoredAccount): void {
  const index = account.providerUserInfo.findIndex((p) => p.providerId === 'password')
  if (!account.email || !account.passwordHash) {
    if (index >= 0) account.providerUserInfo.splice(index, 1)
    return
  }
  const entry: StoredProvider = {
    providerId: 'password',
    email: account.email,
    federatedId: account.email,
    rawId: account.email,
  }
  if (account.displayName !== undefined) entry.displayName = account.displayName
  if (account.photoUrl !== undefined) entry.photoUrl = account.photoUrl
  if (index >= 0) account.providerUserInfo[index] = entry
  else account.providerUserInfo.push(entry)
}

/** A new account in the state (not yet persisted: the caller persists after its last change). */
export function createAccount(fields: Partial<StoredAccount> = {}): StoredAccount {
  const now = Date.now()
  const account: StoredAccount = {
    localId: newLocalId(),
    emailVerified: false,
    providerUserInfo: [],
    createdAt: String(now),
    lastLoginAt: String(now),
    validSince: String(Math.floor(now / 1000)),
    ...fields,
  }
  mockState().accounts[account.localId] = account
  syncPasswordProvider(account)
  return account
}

/** What the real service sends instead of a password hash to API-key callers (base64 of "REDACTED"). */
export const REDACTED = 'UkVEQUNURUQ='

/**
 * An account as accounts:lookup shows it (users[0]), with the emulator's field names and types: times in
 * milliseconds as strings, validSince in seconds as a string, passwordUpdatedAt a number, lastRefreshAt ISO.
 * The stored salt and hash never leave the mock: both are replaced by REDACTED. Like the emulator, empty
 * provider lists and emailVerified of accounts without an email are left out.
 */
export function userInfo(account: StoredAccount): Record<string, unknown> {
  const info: Record<string, unknown> = { localId: account.localId }
  if (account.email) info.email = account.email
  if (account.email || account.emailVerified) info.emailVerified = account.emailVerified
  if (account.displayName !== undefined) info.displayName = account.displayName
  if (account.photoUrl !== undefined) info.photoUrl = account.photoUrl
  if (account.passwordHash) {
    info.passwordHash = REDACTED
    info.salt = REDACTED
    info.passwordUpdatedAt = account.passwordUpdatedAt
  }
  if (account.providerUserInfo.length) info.providerUserInfo = account.providerUserInfo.map((p) => ({ ...p }))
  info.validSince = account.validSince
  if (account.disabled) info.disabled = true
  info.createdAt = account.createdAt
  info.lastLoginAt = account.lastLoginAt
  if (account.lastRefreshAt) info.lastRefreshAt = account.lastRefreshAt
  if (account.customAttributes) info.customAttributes = account.customAttributes
  return info
}
