// Firestore's error envelope. Lite derives FirestoreError.code from the HTTP status alone, so the status must be
// right; the body's `status` name and message are for people reading network logs and for raw REST callers.
import { HttpResponse } from 'msw'

/** Thrown by the request handling code; the handler wrapper turns it into the envelope. */
export class RpcError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusName: string,
    message: string,
  ) {
    super(message)
  }
}

export const invalidArgument = (message: string) => new RpcError(400, 'INVALID_ARGUMENT', message)
export const failedPrecondition = (message: string) => new RpcError(400, 'FAILED_PRECONDITION', message)
export const permissionDenied = () => new RpcError(403, 'PERMISSION_DENIED', 'Missing or insufficient permissions.')
export const notFound = (message: string) => new RpcError(404, 'NOT_FOUND', message)
// ALREADY_EXISTS travels as HTTP 409, which lite maps to `aborted` and so retries a transaction.
export const alreadyExists = (message: string) => new RpcError(409, 'ALREADY_EXISTS', message)

export function errorResponse(httpStatus: number, message: string, statusName: string): Response {
  return HttpResponse.json({ error: { code: httpStatus, message, status: statusName } }, { status: httpStatus })
}

/** Any failure as an envelope: an RpcError as itself, anything else (a mock bug) as 500 INTERNAL. */
export function responseForError(error: unknown): Response {
  if (error instanceof RpcError) return errorResponse(error.httpStatus, error.message, error.statusName)
  const message = error instanceof Error ? error.message : String(error)
  return errorResponse(500, `Mock Firestore internal error: ${message}`, 'INTERNAL')
}
