// Password and email rules of the mock. Passwords are kept only as hex SHA-256(salt + password): the state is
// saved in the browser's localStorage, and a demo must not leave shoppers' real passwords there in clear.
// SHA-256 is not a password hash for production (no work factor); it is enough to keep clear text out.
import { assertAuth, MIN_PASSWORD_LENGTH, WEAK_PASSWORD } from './errors'

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function newSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)))
}

/** WebCrypto, so the same code runs in the browser (MSW worker mode) and in Node 20. */
async function hashPassword(password: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(salt + password))
  return toHex(new Uint8Array(digest))
}

export async function passwordMatches(account: { passwordHash?: string; salt?: string }, password: string): Promise<boolean> {
  if (!account.passwordHash || account.salt === undefined) return false
  return (await hashPassword(password, account.salt)) === account.passwordHash
}

/** The emulator's rule (one "@" with text on both sides); the real service is stricter about domains. */
export function isValidEmail(email: string): boolean {
  return /^[^@]+@[^@]+$/.test(email)
}

/** Both the emulator and the real service store and compare emails in lower case. */
export function canonicalEmail(email: string): string {
  return email.toLowerCase()
}

/** Same minimum as the emulator and a project without a password policy. */
export function assertStrongEnough(password: string): void {
  assertAuth(password.length >= MIN_PASSWORD_LENGTH, WEAK_PASSWORD)
}

/** New salt and hash for `password`, in the shape stored on an account. */
export async function passwordFields(password: string): Promise<{ salt: string; passwordHash: string; passwordUpdatedAt: number }> {
  const salt = newSalt()
  return { salt, passwordHash: await hashPassword(password, salt), passwordUpdatedAt: Date.now() }
}
