// The shop's /api as the browser calls it: JSON both ways, an App Check token, a signed-in shopper's ID token when
// there is one, and errors as `{error: {code, message, …}}`. Every answer is parsed with the caller's schema: one
// the page cannot read (an older function, a proxy's page, a bug) is an error saying so, never a crash later on.
import * as v from 'valibot'
import { backendReady } from '../../../lib/firebase/backend-ready'

const ApiErrorBody = v.looseObject({ code: v.string(), message: v.string() })
const ErrorAnswer = v.object({ error: ApiErrorBody })

type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiErrorBody }

const UNREACHABLE: ApiErrorBody = { code: 'unreachable', message: 'The shop could not be reached. Check your connection and try again.' }
const SERVER: ApiErrorBody = { code: 'server', message: 'The shop could not answer. Try again in a moment.' }
/** A successful status whose body is not the answer the caller reads. */
export const UNREADABLE_CODE = 'unreadable'
const UNREADABLE: ApiErrorBody = { code: UNREADABLE_CODE, message: 'The shop’s answer could not be read. Try again in a moment.' }

/** The ID token of the signed-in shopper, loading Auth's code only when someone is signed in. */
async function idToken(signedIn: boolean): Promise<string | null> {
  if (!signedIn) return null
  const { firebaseAuth } = await import('../../../lib/firebase/auth')
  return (await firebaseAuth().currentUser?.getIdToken()) ?? null
}

/**
 * The App Check token, loading App Check's code with the first /api call, never on a first visit. A call that changes
 * anything sends a limited-use token of its own, which the server uses up (replay protection).
 */
async function appCheckToken(limitedUse: boolean): Promise<string | null> {
  return (await import('../../../lib/firebase/app-check')).appCheckToken(limitedUse)
}

/** Calls `/api<path>` and parses its answer with `schema`; an error answer is parsed as the shop writes them. */
export async function callApi<S extends v.GenericSchema>(
  path: string,
  schema: S,
  init: { body?: unknown; signedIn?: boolean; headers?: Record<string, string> } = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  // The demo answers /api from its mock backend, which starts on first use.
  await backendReady()
  const [token, appCheck] = await Promise.all([idToken(init.signedIn ?? false), appCheckToken(init.body !== undefined)])
  if (token) headers.Authorization = `Bearer ${token}`
  if (appCheck) headers['X-Firebase-AppCheck'] = appCheck
  let response: Response
  try {
    response = await fetch(`/api${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
  } catch {
    return { ok: false, status: 0, error: UNREACHABLE }
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (response.ok) {
    const answer = v.safeParse(schema, json)
    return answer.success ? { ok: true, data: answer.output } : { ok: false, status: response.status, error: UNREADABLE }
  }
  const error = v.safeParse(ErrorAnswer, json)
  return { ok: false, status: response.status, error: error.success ? error.output.error : SERVER }
}
