// The functions' handlers as the tests and the stock bench run them: Firestore is the mock backend's REST (the Admin
// SDK talks to it as to an emulator), Stripe is the fake (the real SDK, its requests caught by MSW), and webhooks are
// signed as Stripe signs them. No test runner here: test-harness.ts adds Vitest's hooks, scripts/bench-stock.mjs
// runs it in plain Node.
import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import Stripe from 'stripe'
import { authHandlers } from '../../mocks/auth/handlers'
import { decodeIdToken } from '../../mocks/auth/id-token'
import { mintDebugAppCheckToken } from '../../src/lib/app-check/debug-token'
import { debugAppCheck } from '../../src/lib/api/app-check'
import { callerOfClaims } from '../../src/lib/api/caller'
import { firestoreHandlers } from '../../mocks/firestore/handlers'
import { decodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { stripeHandlers } from '../../mocks/stripe/handlers'
import { fakeEvent } from '../../mocks/stripe/state'
import type { ApiResponse } from '../../src/lib/api/http'
import { readOrder } from '../../src/lib/api/order-store'
import type { Deps } from '../../src/lib/api/ports'
import { handleApi } from '../../src/lib/api/router'
import { stockDocumentId } from '../../src/lib/orders/stock-id'
import { authAccountAdmin, deleteAuthAccount } from './admin-auth'
import { adminStore } from './admin-store'
import { openFirestore } from './firestore'
import { STRIPE_API_VERSION, stripePayments } from './stripe-payments'

process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080'
process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099'

export const server = setupServer(
  ...firestoreHandlers,
  ...authHandlers,
  ...stripeHandlers,
  // google-auth-library looks for a metadata server before it is told the emulator needs none.
  http.get(/^http:\/\/(169\.254\.169\.254|metadata\.google\.internal\.?)\//, () => new HttpResponse(null, { status: 404 })),
)

const WEBHOOK_SECRET = 'whsec_test_secret'
const stripe = new Stripe('sk_test_fake', { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 0 })
const app = initializeApp({ projectId: 'demo-shop' }, `functions-test-${Math.random()}`)
const db = openFirestore(app)

let clock: Date | null = null
/** Moves the handlers' clock (null: real time). */
export const setClock = (at: Date | null) => (clock = at)

const SHOP_URL = 'https://shop.test'

export const deps: Deps = {
  store: adminStore(db),
  payments: stripePayments(stripe, SHOP_URL, WEBHOOK_SECRET),
  shopUrl: SHOP_URL,
  verifyIdToken: (token) => {
    // As the Admin SDK's verifyIdToken against the Auth emulator: any well-formed token that has not expired.
    const claims = decodeIdToken(token)
    if (!claims || claims.exp <= Date.now() / 1000) return Promise.resolve(null)
    return Promise.resolve(callerOfClaims(claims.user_id, claims))
  },
  // The Admin SDK's deleteUser, against the mock's Identity Toolkit as against the Auth emulator.
  deleteAccount: (uid) => deleteAuthAccount(getAuth(app), uid),
  accounts: authAccountAdmin(getAuth(app)),
  // As the Functions emulator verifies them: the debug tokens of the demo and the emulator builds, each used once.
  verifyAppCheck: (token, consume) => debugAppCheck(deps.store)(token, consume),
  // Behind Hosting: Google's front end appends the address it was called from (35.191.0.0/16 is its proxies').
  trustedProxies: ['35.191.0.0/16'],
  now: () => clock ?? new Date(),
  sendsMail: false,
  ownerEmail: 'owner@shop.test',
}

/** The App Check token the shop's page sends (a debug token, as the emulator build makes it). */
export const appCheckToken = () => mintDebugAppCheckToken('1:000000000000:web:0000000000000000', 'demo-shop')

let clients = 0
/** A new client address for each call unless a test names one: the per-client limit counts only what it asks. */
const nextClient = () => `198.51.${Math.floor(++clients / 250)}.${clients % 250}`

export interface CallInit {
  body?: unknown
  raw?: string
  idToken?: string
  /** The App Check header: a valid token unless null (none) or another text. */
  appCheck?: string | null
  /** The client's address, as Hosting's proxy forwards it. */
  from?: string
  headers?: Record<string, string>
}

export function call(method: string, path: string, init: CallInit = {}): Promise<ApiResponse> {
  const raw = init.raw ?? (init.body === undefined ? '' : JSON.stringify(init.body))
  const appCheck = init.appCheck === undefined ? appCheckToken() : init.appCheck
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': `${init.from ?? nextClient()}, 35.191.0.1`,
    ...(appCheck === null ? {} : { 'x-firebase-appcheck': appCheck }),
    ...(init.idToken ? { authorization: `Bearer ${init.idToken}` } : {}),
    ...init.headers,
  }
  // The runtime gives the path without its query, as Express's req.path.
  return handleApi({ method, path: path.split('?')[0]!, headers, rawBody: Buffer.from(raw) }, deps)
}

let attempts = 0
export const newAttemptId = () => `attempt-fn-${String(++attempts).padStart(10, '0')}`
/** The demo catalog's shirt (collection 2, item 9, $24.99): 1 left in XL/coral, 5 in M/navy. */
export const shirt = (size: string, color: string, quantity = 1) => ({ collectionId: '2', itemId: 9, size, color, quantity })

export const checkout = (lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string, init: CallInit = {}) =>
  call('POST', '/api/checkout', {
    body: { lines, email: 'guest@example.com', country: 'IE', attemptId: newAttemptId(), ...extra },
    ...(idToken ? { idToken } : {}),
    ...init,
  })

/** A checkout that must succeed: its session (in the fake), order id and guest token. */
export async function startCheckout(lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string) {
  const answer = await checkout(lines, extra, idToken)
  if (answer.status !== 200) throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  const sessionId = /cs_test_\w+$/.exec((answer.body as { url: string }).url)![0]
  const { searchParams } = new URL((await stripe.checkout.sessions.retrieve(sessionId)).success_url!.replace('{CHECKOUT_SESSION_ID}', sessionId))
  return { sessionId, orderId: searchParams.get('order')!, token: searchParams.get('token')! }
}

/** Delivers an event to the webhook, signed with the endpoint's secret (or another), at a time (default now). */
export function deliver(event: ReturnType<typeof fakeEvent>, options: { secret?: string; timestamp?: number } = {}): Promise<ApiResponse> {
  const payload = JSON.stringify(event)
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  })
  return handleApi({ method: 'POST', path: '/api/stripe-webhook', headers: { 'stripe-signature': signature }, rawBody: Buffer.from(payload) }, deps)
}

export const orderOf = async (id: string) => (await readOrder(deps.store, id))!

/** Units left of a variant: the truth, its item's stock document. */
export function stockLeft(collectionId: string, itemId: number, key: string): unknown {
  const stored = mockState().documents[`stock/${stockDocumentId(collectionId, itemId)}`]
  return stored ? (decodeFields(stored.fields).units as Record<string, unknown>)[key] : undefined
}

/** Units of a variant as the collection document shows them to shoppers (the published copy). */
export function stockShown(collectionId: string, itemId: number, key: string): unknown {
  const items = decodeFields(mockState().documents[`collections/${collectionId}`]!.fields).items as { id: number; stock?: Record<string, unknown> }[]
  return items.find((item) => item.id === itemId)?.stock?.[key]
}

/** The mail queued for one address, oldest first (the shopper's, or the owner's copies). */
export const mailTo = (address: string) => documentsIn('mail').filter((mail) => mail.to === address)

/** The documents of a collection in the mock's state. */
export const documentsIn = (collection: string) =>
  Object.entries(mockState().documents)
    .filter(([key]) => key.startsWith(`${collection}/`))
    .map(([, stored]) => decodeFields(stored.fields))
