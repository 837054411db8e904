// What every /api answer shares: JSON, errors as {error: {code, message, …}}, and who is calling.
import { HttpResponse } from 'msw'
import { bodyErrorStatus, readJsonBody } from '../../src/lib/orders/json-body'
import { decodeIdToken } from '../auth/id-token'

export const apiError = (status: number, code: string, message: string, extra: object = {}) =>
  HttpResponse.json({ error: { code, message, ...extra } }, { status })

export const notFound = () => apiError(404, 'not-found', 'No such order.')

/**
 * The request's body as the functions read every body (readJsonBody: the size limit, then JSON; an empty one is
 * `{}`), or the answer refusing it: 413 or 400, as they give.
 */
export async function jsonBodyOf(request: Request): Promise<{ value: unknown } | Response> {
  const read = readJsonBody(await request.text(), undefined, {})
  return read.ok ? { value: read.value } : apiError(bodyErrorStatus(read.error), read.error.code, read.error.message)
}

/** The signed-in shopper behind `Authorization: Bearer <ID token>`, null for a guest, 'invalid' for a bad token. */
export function callerOf(request: Request): { uid: string; email?: string; emailVerified?: boolean; owner?: boolean } | null | 'invalid' {
  const header = request.headers.get('authorization')
  if (!header) return null
  const claims = decodeIdToken(header.replace(/^Bearer\s+/i, ''))
  if (!claims || claims.exp <= Date.now() / 1000) return 'invalid'
  // The shop's owners carry the `owner` custom claim; nothing else makes a caller one.
  const owner = (claims as { owner?: unknown }).owner === true ? { owner: true } : {}
  return claims.email
    ? { uid: claims.user_id, email: claims.email, emailVerified: claims.email_verified === true, ...owner }
    : { uid: claims.user_id, ...owner }
}

export const unauthenticated = () => apiError(401, 'unauthenticated', 'Sign in again.')
