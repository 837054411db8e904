// The mock's ID tokens: unsigned JWTs ("alg":"none", empty signature) like the Auth emulator's. The SDK never
// checks the signature; it reads iat, exp, auth_time and firebase.sign_in_provider from the payload.
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

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function base64UrlDecode(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')
  const binary = atob(base64)
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

export function encodeIdToken(claims: IdTokenClaims): string {
  return `${base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64UrlEncode(JSON.stringify(claims))}.`
}

/** The claims of a well-formed token, or null. Expiry is the caller's concern. */
export function decodeIdToken(token: string): IdTokenClaims | null {
  const [, payload] = token.split('.')
  if (!payload) return null
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as Partial<IdTokenClaims>
    return typeof claims.user_id === 'string' && typeof claims.exp === 'number' ? (claims as IdTokenClaims) : null
  } catch {
    return null
  }
}

/** The uid behind an `Authorization: Bearer <idToken>` header when the token is well formed and unexpired. */
export function uidFromAuthorization(header: string | null, nowSeconds = Math.floor(Date.now() / 1000)): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  const token = match?.[1]
  if (!token) return null
  const claims = decodeIdToken(token)
  return claims && claims.exp > nowSeconds ? claims.user_id : null
}
