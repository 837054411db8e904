// Identity Toolkit errors in Google's envelope. The SDK reads only `error.message` ("CODE" or "CODE : detail"),
// but the contract test compares whole bodies with the Auth emulator's, so `code` and `errors[]` are sent too.
import { HttpResponse } from 'msw'

/** Thrown anywhere in the auth mock; `handlers.ts` turns it into the 4xx answer. */
export class AuthApiError extends Error {
  readonly status: number

  constructor(message: string, status = 400) {
    super(message)
    this.name = 'AuthApiError'
    this.status = status
  }
}

export function assertAuth(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AuthApiError(message)
}

export const MIN_PASSWORD_LENGTH = 6

// Messages with a detail part, copied from the real service / emulator (the SDK shows the detail to users).
export const WEAK_PASSWORD = `WEAK_PASSWORD : Password should be at least ${MIN_PASSWORD_LENGTH} characters`
export const TOO_MANY_ATTEMPTS =
  'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts. You can immediately restore it by resetting your password or you can try again later.'
export const MISSING_API_KEY = 'The request is missing a valid API key.'

export function authErrorResponse(error: AuthApiError): HttpResponse<object> {
  const { message, status } = error
  return HttpResponse.json({ error: { code: status, message, errors: [{ message, reason: 'invalid', domain: 'global' }] } }, { status })
}

/** What the emulator and the real service answer when `?key=` (or `X-Goog-Api-Key`) is missing. */
export function missingApiKeyResponse(): HttpResponse<object> {
  return HttpResponse.json(
    {
      error: {
        code: 403,
        message: MISSING_API_KEY,
        errors: [{ message: MISSING_API_KEY, reason: 'forbidden', domain: 'global' }],
        status: 'PERMISSION_DENIED',
      },
    },
    { status: 403 },
  )
}

/** A body that is not JSON: Google's parse error, status INVALID_ARGUMENT. */
export function invalidJsonResponse(detail: string): HttpResponse<object> {
  const message = `Invalid JSON payload received. ${detail}`
  return HttpResponse.json(
    {
      error: {
        code: 400,
        message,
        errors: [{ message, domain: 'global', reason: 'parseError' }],
        status: 'INVALID_ARGUMENT',
      },
    },
    { status: 400 },
  )
}
