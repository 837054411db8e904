// Identity Toolkit (identitytoolkit.googleapis.com/v1/accounts:*) and secure token (securetoken.googleapis.com
// /v1/token) handlers. The RegExps ignore the host and the query string (MSW matches them against the URL
// without its query), so production URLs and the emulator form
// http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp are served alike.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { lookupAsAdmin, updateAsAdmin } from './account-admin'
import { AuthApiError, authErrorResponse, invalidJsonResponse, missingApiKeyResponse } from './errors'
import { deleteAccount, deleteAccountAsAdmin } from './delete-account'
import { applyEmailChange } from './email-change'
import { signInWithIdp } from './idp'
import { lookup, signInWithPassword, signUp, update, type Body } from './operations'
import { resetPassword, sendOobCode } from './password-reset'
import { exchangeRefreshToken } from './tokens'
import { isRecord } from '../../src/lib/is-record'

type Operation = (body: Body) => Body | Promise<Body>

/** Both the emulator and the real service refuse a request without an API key before reading its body. */
function hasApiKey(request: Request): boolean {
  return !!(new URL(request.url).searchParams.get('key') || request.headers.get('x-goog-api-key'))
}

/**
 * The SDK sends JSON to Identity Toolkit and a form to the token endpoint; raw callers send either to the
 * token endpoint, so a form body is accepted there when the Content-Type says so.
 */
async function readBody(request: Request, allowForm: boolean): Promise<Body | HttpResponse<object>> {
  const raw = await request.text()
  if (allowForm && /application\/x-www-form-urlencoded/i.test(request.headers.get('content-type') ?? '')) {
    return Object.fromEntries(new URLSearchParams(raw))
  }
  if (raw.trim() === '') return {}
  try {
    const body: unknown = JSON.parse(raw)
    if (isRecord(body)) return body as Body
    return invalidJsonResponse('The body must be a JSON object.')
  } catch (error) {
    return invalidJsonResponse(error instanceof Error ? error.message : String(error))
  }
}

function serve(path: RegExp, operation: Operation, allowForm = false): HttpHandler {
  return http.post(path, async ({ request }) => {
    if (!hasApiKey(request)) return missingApiKeyResponse()
    const body = await readBody(request, allowForm)
    if (body instanceof Response) return body
    try {
      return HttpResponse.json(await operation(body))
    } catch (error) {
      if (error instanceof AuthApiError) return authErrorResponse(error)
      throw error
    }
  })
}

const accounts = (method: string) => new RegExp(`/v1/accounts:${method}$`)

/** The Admin SDK's calls (`/v1/projects/<project>/accounts:…`), with the emulator's administrator credentials. */
function serveAdmin(method: string, operation: Operation): HttpHandler {
  return http.post(new RegExp(`/v1/projects/[^/]+/accounts:${method}$`), async ({ request }) => {
    if (request.headers.get('authorization') !== 'Bearer owner') return authErrorResponse(new AuthApiError('INSUFFICIENT_PERMISSION', 403))
    const body = await readBody(request, false)
    if (body instanceof Response) return body
    try {
      return HttpResponse.json(await operation(body))
    } catch (error) {
      if (error instanceof AuthApiError) return authErrorResponse(error)
      throw error
    }
  })
}

export const authHandlers: HttpHandler[] = [
  serve(accounts('signUp'), signUp),
  serve(accounts('signInWithPassword'), signInWithPassword),
  serve(accounts('lookup'), lookup),
  // With an action code (applyActionCode) the update is the code's: a verified new email.
  serve(accounts('update'), (body) => (body.oobCode !== undefined ? applyEmailChange(body) : update(body))),
  serve(accounts('delete'), deleteAccount),
  serveAdmin('delete', deleteAccountAsAdmin),
  serveAdmin('lookup', lookupAsAdmin),
  serveAdmin('update', updateAsAdmin),
  serve(accounts('signInWithIdp'), signInWithIdp),
  serve(accounts('sendOobCode'), sendOobCode),
  serve(accounts('resetPassword'), resetPassword),
  serve(/\/securetoken\.googleapis\.com\/v1\/token$|^[^/]*\/\/[^/]+\/v1\/token$/, exchangeRefreshToken, true),
]
