// The mock's ID tokens: unsigned JWTs ("alg":"none", empty signature) like the Auth emulator's. The SDK never
// checks the signature; it reads iat, exp, auth_time and firebase.sign_in_provider from the payload.
import { decodeBase64Url, encodeBase64Url } from './base64url'
import { isRecord } from '../../src/lib/is-record'

export interface IdTokenClaims {
  iss: string
  aud: string
  auth_time: number
  user_id: string
  sub: string
  iat: number
  exp: number
  email?: string
  email_verified: boolean
  name?: string
  firebase: { identities: Record<string, string[]>; sign_in_provider: string }
}

const encodeJson = (value: unknown) => encodeBase64Url(new TextEncoder().encode(JSON.stringify(value)))

export function encodeIdToken(claims: IdTokenClaims): string {
  return `${encodeJson({ alg: 'none', typ: 'JWT' })}.${encodeJson(claims)}.`
}

/** The payload of any JWT (the mock's, or a fake IdP's) as an object, or undefined. No signature is checked. */
export function jwtPayload(token: string): Record<string, unknown> | undefined {
  try {
    const payload: unknown = JSON.parse(new TextDecoder().decode(decodeBase64Url(token.split('.')[1] ?? '')))
    return isRecord(payload) ? payload : undefined
  } catch {
    return undefined
  }
}

/** A payload the mock's own tokens have: the mock signs nothing, so its uid and expiry are what makes one. */
const isClaims = (payload: Record<string, unknown>): payload is Record<string, unknown> & IdTokenClaims =>
  typeof payload.user_id === 'string' && typeof payload.exp === 'number'

/** The claims of a well-formed token, or null. Expiry is the caller's concern. */
export function decodeIdToken(token: string): IdTokenClaims | null {
  const claims = jwtPayload(token)
  return claims && isClaims(claims) ? claims : null
}

/** The uid behind an `Authorization: Bearer <idToken>` header when the token is well formed and unexpired. */
export function uidFromAuthorization(header: string | null, nowSeconds = Math.floor(Date.now() / 1000)): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  const token = match?.[1]
  if (!token) return null
  const claims = decodeIdToken(token)
  return claims && claims.exp > nowSeconds ? claims.user_id : null
}
