// The caller as a verified ID token's claims say, read alike by both adapters (the Admin SDK's check in the function,
// the mock's tokens in the demo): its email, and the back office's custom claims, which only firebase-admin sets
// (`npm run owner`); nothing else makes a caller an owner or staff.
import type { Caller } from './ports'

export function callerOfClaims(
  uid: string,
  claims: { email?: unknown; email_verified?: unknown; owner?: unknown; staff?: unknown; auth_time?: unknown },
): Caller {
  return {
    uid,
    ...(typeof claims.auth_time === 'number' ? { authTime: claims.auth_time } : {}),
    ...(typeof claims.email === 'string' && claims.email ? { email: claims.email, emailVerified: claims.email_verified === true } : {}),
    ...(claims.owner === true ? { owner: true } : {}),
    ...(claims.staff === true ? { staff: true } : {}),
  }
}
