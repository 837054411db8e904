// The shop's /api as the browser calls it: JSON both ways, an App Check token, a signed-in shopper's ID token when
// there is one, and errors as `{error: {code, message, …}}`.
import { backendReady } from '../../../lib/firebase/backend-ready'

interface ApiErrorBody {
  code: string
  message: string
  [key: string]: unknown
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiErrorBody }

const UNREACHABLE: ApiErrorBody = { code: 'unreachable', message: 'The shop could not be reached. Check your connection and try again.' }

/** The ID token of the signed-in shopper, loading Auth's code only when someone is signed in. */
async function idToken(signedIn: boolean): Promise<string | null> {
  if (!signedIn) return null
  const { firebaseAuth } = await import('../../../lib/firebase/auth')
  return (await firebaseAuth().currentUser?.getIdToken()) ?? null
}

/** The App Check token, loading App Check's code with the first /api call, never on a first visit. */
async function appCheckToken(): Promise<string | null> {
  return (await import('../../../lib/firebase/app-check')).appCheckToken()
}

export async function callApi<T>(path: string, init: { body?: unknown; signedIn?: boolean; headers?: Record<string, string> } = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  // The demo answers /api from its mock backend, which starts on first use.
  await backendReady()
  const [token, appCheck] = await Promise.all([idToken(init.signedIn ?? false), appCheckToken()])
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
  const json = (await response.json().catch(() => null)) as { error?: ApiErrorBody } | null
  if (response.ok && json) return { ok: true, data: json as T }
  return { ok: false, status: response.status, error: json?.error ?? { code: 'server', message: 'The shop could not answer. Try again in a moment.' } }
}
