// What every request body the shop's /api takes goes through first: a size limit, then JSON. Its schema comes after.

/** The most any request body to the shop's /api may be: a full cart fits many times over. */
export const MAX_BODY_BYTES = 64 * 1024

export type Parsed<T, E> = { ok: true; value: T } | { ok: false; error: E }

export interface BodyError {
  code: 'body-too-large' | 'malformed'
  message: string
}

/** `body` as JSON, refused when it is over `maxBytes` or not JSON. An empty body reads as `empty`, when given. */
export function readJsonBody(body: string, maxBytes = MAX_BODY_BYTES, empty?: unknown): Parsed<unknown, BodyError> {
  if (new TextEncoder().encode(body).length > maxBytes) return { ok: false, error: { code: 'body-too-large', message: 'The request is too large.' } }
  if (body === '' && empty !== undefined) return { ok: true, value: empty }
  try {
    return { ok: true, value: JSON.parse(body) as unknown }
  } catch {
    return { ok: false, error: { code: 'malformed', message: 'The request is not JSON.' } }
  }
}

/** The HTTP status of a refused body: 413 for one too large, whichever endpoint it was sent to; 400 otherwise. */
export const bodyErrorStatus = (error: { code: string }): 400 | 413 => (error.code === 'body-too-large' ? 413 : 400)
