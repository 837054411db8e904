// Error injection for tests: `server.use(firestoreFailure('runQuery', 503))` makes the next runQuery calls fail
// the way the real service does, so a test can show what the UI does when the catalog cannot be fetched.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { errorResponse } from '../../mocks/firestore/errors'
import { rpcPattern, type Rpc } from '../../mocks/firestore/paths'

/** Canonical gRPC status names by the HTTP status Google APIs send with them. */
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  429: 'RESOURCE_EXHAUSTED',
  499: 'CANCELLED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
}

interface FailureOptions {
  /** Fail only the next matching request (MSW `once`), e.g. to test a retry. */
  once?: boolean
  /** The envelope's message; lite reports it as "Request failed with error: <message>". */
  message?: string
}

/**
 * A handler that answers `rpc` with an error. `status` is an HTTP status (lite maps it to a FirestoreError code:
 * 400 failed-precondition, 403 permission-denied, 404 not-found, 409 aborted, 429 resource-exhausted,
 * 500 unknown, 503 unavailable) or 'network' for a request that never gets an answer (fetch rejects).
 */
export function firestoreFailure(rpc: Rpc, status: number | 'network', options: FailureOptions = {}): HttpHandler {
  return http.post(
    rpcPattern(rpc),
    // The body is always JSON: lite calls response.json() on every error and would otherwise throw a SyntaxError.
    () =>
      status === 'network'
        ? HttpResponse.error()
        : errorResponse(status, options.message ?? `Injected ${rpc} failure (HTTP ${status}).`, STATUS_NAMES[status] ?? 'UNKNOWN'),
    { once: options.once ?? false },
  )
}
