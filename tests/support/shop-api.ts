// The demo's /api as a shopper's browser calls it, for the mock backend's integration tests.
import { doc, getDoc } from 'firebase/firestore/lite'
import { mockState } from '../../mocks/state'
import { openFirestore } from './firestore-sdk'

const ORIGIN = 'http://localhost:3000'

let attempts = 0
export const newAttemptId = () => `attempt-${String(++attempts).padStart(12, '0')}`

export async function api(
  path: string,
  init: { method?: string; body?: unknown; raw?: string; idToken?: string } = {},
): Promise<{ status: number; json: any }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (init.idToken) headers.Authorization = `Bearer ${init.idToken}`
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body))
  const response = await fetch(`${ORIGIN}/api${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body })
  return { status: response.status, json: await response.json() }
}

/** The demo catalog's shirt (collection 2, item 9): 1 left in XL/coral, 5 in M/navy. */
export const shirt = (size: string, color: string, quantity = 1) => ({ collectionId: '2', itemId: 9, size, color, quantity })
/** The tent (collection 5, item 34, $289): no sizes, stock not counted. */
export const tent = (quantity = 1) => ({ collectionId: '5', itemId: 34, quantity })

export const checkout = (lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string) =>
  api('/checkout', { body: { lines, email: 'guest@example.com', attemptId: newAttemptId(), ...extra }, ...(idToken ? { idToken } : {}) })

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
