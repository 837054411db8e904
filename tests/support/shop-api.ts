// The demo's /api as a shopper's browser calls it, for the mock backend's integration tests.
import { doc, getDoc } from 'firebase/firestore/lite'
import { mockState } from '../../mocks/state'
import { DEMO_DEBUG_TOKEN } from '../../src/lib/app-check/debug-token'
import { DEMO_OPTIONS } from '../../src/lib/firebase/config'
import { openFirestore } from './firestore-sdk'

/** Where the tests' shopper calls the demo from: the demo's sessions return there. */
export const ORIGIN = 'http://localhost:3000'

/** An App Check token as the demo page gets one: the debug token exchanged at the (mock) App Check service. */
export async function demoAppCheckToken(debugToken = DEMO_DEBUG_TOKEN): Promise<string | null> {
  const { projectId, appId, apiKey } = DEMO_OPTIONS
  const url = `https://content-firebaseappcheck.googleapis.com/v1/projects/${projectId}/apps/${appId}:exchangeDebugToken?key=${apiKey}`
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ debug_token: debugToken }) })
  return response.ok ? ((await response.json()) as { token: string }).token : null
}

let clients = 0
/** Each call from a client of its own unless a test names one: the per-client limit counts only what a test asks. */
const nextClient = () => `198.51.${Math.floor(++clients / 250)}.${clients % 250}`

export interface ApiInit {
  method?: string
  body?: unknown
  raw?: string
  idToken?: string
  /** The guest's private token and the payment session id, sent as the page sends them: in headers. */
  token?: string
  sessionId?: string
  /** The App Check header: the demo's token unless null (none) or another text. */
  appCheck?: string | null
  /** The client's address (X-Forwarded-For). */
  from?: string
}

let attempts = 0
export const newAttemptId = () => `attempt-${String(++attempts).padStart(12, '0')}`

/** The answer as it came, headers and all. */
export async function apiResponse(path: string, init: ApiInit = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': init.from ?? nextClient() }
  if (init.idToken) headers.Authorization = `Bearer ${init.idToken}`
  if (init.token) headers['X-Order-Token'] = init.token
  if (init.sessionId) headers['X-Checkout-Session'] = init.sessionId
  const appCheck = init.appCheck === undefined ? await demoAppCheckToken() : init.appCheck
  if (appCheck !== null) headers['X-Firebase-AppCheck'] = appCheck
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body))
  return fetch(`${ORIGIN}/api${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body })
}

export async function api(path: string, init: ApiInit = {}): Promise<{ status: number; json: any }> {
  const response = await apiResponse(path, init)
  return { status: response.status, json: await response.json() }
}

/** The demo catalog's shirt (collection 2, item 9): 1 left in XL/coral, 5 in M/navy. */
export const shirt = (size: string, color: string, quantity = 1) => ({ collectionId: '2', itemId: 9, size, color, quantity })
/** The tent (collection 5, item 34, $289): no sizes, 60 counted under its one key. */
export const tent = (quantity = 1) => ({ collectionId: '5', itemId: 34, quantity })

export const checkout = (lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string, init: ApiInit = {}) =>
  api('/checkout', {
    body: { lines, email: 'guest@example.com', country: 'IE', attemptId: newAttemptId(), ...extra },
    ...(idToken ? { idToken } : {}),
    ...init,
  })

/** The session behind a pay page address, and the order id and token its success address carries. */
function sessionOf(url: string) {
  const session = mockState().checkoutSessions[url.replace('/demo-pay/', '')]
  if (!session) throw new Error(`No session at ${url}`)
  const success = new URL(session.successUrl).searchParams
  return { session, sessionId: session.id, orderId: success.get('order')!, token: success.get('token')! }
}

/** Starts a checkout that must succeed. */
export async function startCheckout(lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string) {
  const { status, json } = await checkout(lines, extra, idToken)
  if (status !== 200) throw new Error(`checkout answered ${status}: ${JSON.stringify(json)}`)
  return sessionOf(json.url as string)
}

/** What a shopper gives on the demo payment page when they pay, unless a test chooses otherwise. */
export const shippingChoice = {
  shippingRateId: 'standard',
  shippingAddress: { name: 'Ann Lee', line1: '1 Test Street', city: 'Dublin', postalCode: 'D01 T3ST', country: 'IE' },
}

export const payPage = (sessionId: string, action: 'pay' | 'cancel' | 'expire', choice: object = action === 'pay' ? shippingChoice : {}) =>
  api(`/demo-pay/${sessionId}`, { body: { action, ...choice } })

/** Units left of a variant, as the catalog documents the shop reads say (through Firestore Lite). */
export async function stockLeft(collectionId: string, itemId: number, key: string): Promise<number | undefined> {
  const snapshot = await getDoc(doc(openFirestore(), 'collections', collectionId))
  const item = (snapshot.data()?.items as { id: number; stock?: Record<string, number> }[]).find((entry) => entry.id === itemId)
  return item?.stock?.[key]
}
