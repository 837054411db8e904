// ID tokens for `Authorization: Bearer …` in raw REST tests of the Firestore mock, made by the Auth mock's own
// issuer so they carry the claims a signed-in shopper's requests carry. No account needs to exist: the
// Firestore mock reads only the token.
import { decodeIdToken, encodeIdToken } from '../../mocks/auth/id-token'
import { ID_TOKEN_LIFETIME_SECONDS, idTokenFor } from '../../mocks/auth/tokens'

/**
 * An ID token for `uid`, with `email` as its email claim (verified only with `emailVerified`, as after a Google
 * sign-in); `expired` makes one whose exp passed 10 s ago.
 */
export function idToken(uid: string, options: { email?: string; emailVerified?: boolean; expired?: boolean } = {}): string {
  const now = Date.now()
  const issuedAt = options.expired ? now - (ID_TOKEN_LIFETIME_SECONDS + 10) * 1000 : now
  const account = {
    localId: uid,
    email: options.email,
    emailVerified: options.emailVerified ?? false,
    providerUserInfo: [],
    createdAt: String(issuedAt),
    lastLoginAt: String(issuedAt),
    validSince: String(Math.floor(issuedAt / 1000)),
  }
  return idTokenFor(account, options.emailVerified ? 'google.com' : 'password', issuedAt)
}

/**
 * An ID token whose account carries the shop's `owner` custom claim, as firebase-admin sets it. The accounts tests
 * use (boss, other) are also listed in owners/{uid} after each reset (mock-state.ts), as `npm run owner -- add` lists them.
 */
export function ownerIdToken(uid: string, email = `${uid}@example.com`): string {
  return encodeIdToken({ ...decodeIdToken(idToken(uid, { email }))!, owner: true } as Parameters<typeof encodeIdToken>[0])
}

/**
 * An ID token whose account carries the `staff` custom claim, as `npm run owner -- add --staff` sets it. The account
 * tests use (sam) is listed in staff/{uid} after each reset (mock-state.ts).
 */
export function staffIdToken(uid: string, email = `${uid}@example.com`): string {
  return encodeIdToken({ ...decodeIdToken(idToken(uid, { email }))!, staff: true } as Parameters<typeof encodeIdToken>[0])
}
