// App Check tokens where no Google server is reached: the demo's mock backend answers the SDK's debug token
// exchange with one, and a build for the emulators makes one in the browser. They are unsigned JWTs ("alg":
// "none") shaped like App Check's own (the app id in `sub`, the project in `aud`), so the code that reads a real
// token reads these alike. The verifier that accepts them runs only in the demo, the Functions emulator and the
// tests; a deployed function verifies with the Admin SDK, which refuses an unsigned token.

/** The debug token the demo and its tests register: what `self.FIREBASE_APPCHECK_DEBUG_TOKEN` is set to there. */
export const DEMO_DEBUG_TOKEN = '5d1f0c2e-7a43-4b8e-9c61-0e2f3a4b5c6d'

/** As long as App Check's own tokens live by default: one hour. */
export const DEBUG_TOKEN_TTL_SECONDS = 3600

const encode = (value: unknown): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function decode(part: string): unknown {
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0))))
  } catch {
    return undefined
  }
}

export interface DebugTokenClaims {
  sub: string
  aud: string[]
  iat: number
  exp: number
  /** The token's own id, as App Check's tokens carry one: replay protection uses each id once. */
  jti: string
}

/** 128 random bits as hex: getRandomValues, which a page served over plain http has too. */
const randomId = () => [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** A token for the app `appId` of project `projectId`, valid from `nowSeconds` for an hour. */
export function mintDebugAppCheckToken(appId: string, projectId: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const claims: DebugTokenClaims = { sub: appId, aud: [`projects/${projectId}`], iat: nowSeconds, exp: nowSeconds + DEBUG_TOKEN_TTL_SECONDS, jti: randomId() }
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ iss: 'https://firebaseappcheck.googleapis.com/debug', ...claims })}.`
}

/** The claims of a well-formed, unexpired token made by mintDebugAppCheckToken, or null. */
export function verifyDebugAppCheckToken(token: string, nowSeconds = Math.floor(Date.now() / 1000)): DebugTokenClaims | null {
  if (token.length > 4096) return null
  const claims = decode(token.split('.')[1] ?? '') as Partial<DebugTokenClaims> | undefined
  if (typeof claims?.sub !== 'string' || claims.sub === '' || !Array.isArray(claims.aud) || typeof claims.exp !== 'number') return null
  if (typeof claims.jti !== 'string' || !/^[0-9a-f]{32}$/.test(claims.jti)) return null
  return claims.exp > nowSeconds ? (claims as DebugTokenClaims) : null
}
