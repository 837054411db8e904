// The shop's /api over each of its two adapters, for the behaviour tests written once (`describe.each(ADAPTERS)`):
// the Cloud Function's (firebase-admin against the mock's Firestore REST, the Stripe SDK against the fake, webhooks
// signed as Stripe signs them) and the demo's (the mock's documents, the demo payment page). Both keep their
// documents in the one mock state, which each test starts afresh (functions/src/test-harness.ts).
import { demoDeps } from '../../mocks/api/demo-deps'
import { actOnSession } from '../../mocks/api/demo-pay'
import { serveApi } from '../../mocks/api/serve'
import { expireFakeSession, fakeEvent, payFakeSession, stripeFake } from '../../mocks/stripe/state'
import { mockState } from '../../mocks/state'
import { appCheckToken, call as callFunction, deliver, deps as functionDeps, setClock as setFunctionClock, type CallInit } from '../../functions/src/harness'
import { readOrder } from './demo-orders'
import type { ApiResponse } from '../../src/lib/api/http'
import type { Deps } from '../../src/lib/api/ports'
import { shippingChoice } from './shop-api'

export type { CallInit }
/** What both adapters store, read from the one mock state. */
export { documentsIn, mailTo, stockLeft, stockShown } from '../../functions/src/harness'

export interface ApiAdapter {
  name: 'functions' | 'demo'
  /** A call as the shop's page makes it: App Check token, a client address of its own unless named. */
  call(method: string, path: string, init?: CallInit): Promise<ApiResponse>
  /** The shopper pays on the provider's page, and the shop hears of it as the provider tells it. */
  pay(sessionId: string): Promise<void>
  /** The session runs out at the provider, and the shop hears of it. */
  expire(sessionId: string): Promise<void>
  /** Where the provider returns the shopper after paying. */
  successUrlOf(sessionId: string): string
  /** The adapter's ports, to change a setting for a test. */
  deps(): Deps
  /** Moves the handlers' clock (null: real time). */
  setClock(at: Date | null): void
}

const ORIGIN = 'https://shop.test'

let demoClock: Date | null = null
const demo = (): Deps => ({ ...demoDeps(ORIGIN), now: () => demoClock ?? new Date() })

let clients = 0
const nextClient = () => `203.0.${Math.floor(++clients / 250)}.${clients % 250}`

async function callDemo(method: string, path: string, init: CallInit = {}): Promise<ApiResponse> {
  const raw = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body))
  const appCheck = init.appCheck === undefined ? appCheckToken() : init.appCheck
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': init.from ?? nextClient(),
    ...(appCheck === null ? {} : { 'x-firebase-appcheck': appCheck }),
    ...(init.idToken ? { authorization: `Bearer ${init.idToken}` } : {}),
    ...init.headers,
  }
  const response = await serveApi(new Request(`${ORIGIN}${path}`, { method, headers, ...(raw === undefined ? {} : { body: raw }) }), demo())
  // The headers the handlers gave (Allow, Retry-After), named as they name them; not those every JSON answer has.
  const titled = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
  const answerHeaders = Object.fromEntries(
    [...response.headers].filter(([name]) => !['content-type', 'content-length'].includes(name)).map(([name, value]) => [titled(name), value]),
  )
  return { status: response.status, body: await response.json(), ...(Object.keys(answerHeaders).length > 0 ? { headers: answerHeaders } : {}) }
}

const demoSession = (id: string) => {
  const session = mockState().checkoutSessions[id]
  if (!session) throw new Error(`The demo has no session ${id}`)
  return session
}

export const ADAPTERS: ApiAdapter[] = [
  {
    name: 'functions',
    call: callFunction,
    pay: async (sessionId) => void (await deliver(fakeEvent('checkout.session.completed', payFakeSession(sessionId)))),
    expire: async (sessionId) => void (await deliver(fakeEvent('checkout.session.expired', expireFakeSession(sessionId)))),
    successUrlOf: (sessionId) => stripeFake().sessions.get(sessionId)!.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId),
    deps: () => functionDeps,
    setClock: setFunctionClock,
  },
  {
    name: 'demo',
    call: callDemo,
    pay: async (sessionId) => void (await actOnSession(demo(), sessionId, JSON.stringify({ action: 'pay', ...shippingChoice }))),
    expire: async (sessionId) => void (await actOnSession(demo(), sessionId, JSON.stringify({ action: 'expire' }))),
    successUrlOf: (sessionId) => demoSession(sessionId).successUrl,
    deps: demo,
    setClock: (at) => (demoClock = at),
  },
]

let attempts = 0
const newAttemptId = () => `attempt-both-${String(++attempts).padStart(9, '0')}`

/** The demo catalog's shirt (collection 2, item 9, $24.99): 1 left in XL/coral, 5 in M/navy. */
export const shirt = (size: string, color: string, quantity = 1) => ({ collectionId: '2', itemId: 9, size, color, quantity })

export const checkout = (adapter: ApiAdapter, lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string, init: CallInit = {}) =>
  adapter.call('POST', '/api/checkout', {
    body: { lines, email: 'guest@example.com', attemptId: newAttemptId(), ...extra },
    ...(idToken ? { idToken } : {}),
    ...init,
  })

/** A checkout that must succeed: its session, order id and guest token. */
export async function startCheckout(adapter: ApiAdapter, lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string) {
  const answer = await checkout(adapter, lines, extra, idToken)
  if (answer.status !== 200) throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  const sessionId = /cs_test_[\w-]+$/.exec((answer.body as { url: string }).url)![0]
  const { searchParams } = new URL(adapter.successUrlOf(sessionId))
  return { sessionId, orderId: searchParams.get('order')!, token: searchParams.get('token')! }
}

/** The order as stored now (both adapters keep it in the mock's documents). */
export const orderOf = (id: string) => {
  const order = readOrder(id)
  if (!order) throw new Error(`No order ${id}`)
  return order
}

/** One adapter's helpers, for a suite written once over both. */
export const shopOf = (adapter: ApiAdapter) => ({
  call: adapter.call,
  checkout: (lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string, init: CallInit = {}) => checkout(adapter, lines, extra, idToken, init),
  startCheckout: (lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string) => startCheckout(adapter, lines, extra, idToken),
})
