// What the handlers see of an HTTP call and answer with: plain data, so the tests call them without a server and
// each adapter turns its runtime's request and response into these (the Functions runtime's, MSW's).

export interface ApiRequest {
  method: string
  /** The path as the function sees it: '/api/checkout' behind the Hosting rewrite, '/checkout' when called directly. */
  path: string
  /** Lower-case names. */
  headers: Record<string, string | undefined>
  /** The bytes as sent: the webhook's signature is computed over them, never over a parsed body. */
  rawBody: Uint8Array
}

export interface ApiResponse {
  status: number
  body: unknown
  /** Headers beyond the JSON ones: `Allow` with a 405, `Retry-After` with a 429. */
  headers?: Record<string, string>
}

export const json = (status: number, body: unknown): ApiResponse => ({ status, body })

export const apiError = (status: number, code: string, message: string, extra: object = {}): ApiResponse => json(status, { error: { code, message, ...extra } })

export const notFound = (): ApiResponse => apiError(404, 'not-found', 'No such order.')

/** The body as text (UTF-8), for the JSON readers. */
export const bodyText = (request: ApiRequest): string => new TextDecoder().decode(request.rawBody)
