// The shop's /api over each of its two adapters, for the behaviour tests written once (`describe.each(ADAPTERS)`):
// the Cloud Function's (firebase-admin against the mock's Firestore REST, the Stripe SDK against the fake, webhooks
// signed as Stripe signs them) and the demo's (the mock's documents, the demo payment page). Both keep their
// documents in the one mock state, which each test starts afresh (functions/src/test-harness.ts).
import { delay, http } from 'msw'
import { vi, type MockInstance } from 'vitest'
import { demoDeps } from '../../mocks/api/demo-deps'
import { actOnSession } from '../../mocks/api/demo-pay'
import { deliverEvent } from '../../mocks/api/demo-payments'
import { memoryStore } from '../../mocks/api/memory-store'
import { DOCUMENTS_READ_HEADER, serveApi } from '../../mocks/api/serve'
import { expireFakeSession, fakeEvent, payFakeSession, stripeFake } from '../../mocks/stripe/state'
import { mockState } from '../../mocks/state'
import {
  appCheckToken,
  call as callFunction,
  deliver,
  deps as functionDeps,
  server,
  setClock as setFunctionClock,
  type CallInit,
} from '../../functions/src/harness'
import type { ApiResponse } from '../../src/lib/api/http'
import type { Deps } from '../../src/lib/api/ports'
import { CHECKOUT_WINDOW_MS } from '../../src/lib/orders/checkout-limits'
import type { ShippingRateId } from '../../src/lib/orders/shipping'
import { shippingChoice } from './shop-api'

export type { CallInit }
/** What both adapters store, read from the one mock state. */
export { appCheckToken, documentsIn, mailTo, stockLeft, stockShown } from '../../functions/src/harness'
/** The stored state both adapters keep, read and set back by the suites (api-state.ts). */
export {
  documentExists,
  documentsWithIds,
  forgetCustomers,
  forgetDailyTotals,
  forgetNetSales,
  orderOf,
  storedDocument,
  unlistOwner,
  unlistStaff,
} from './api-state'

export interface ApiAdapter {
  name: 'functions' | 'demo'
  /** A call as the shop's page makes it: App Check token, a client address of its own unless named. */
  call(method: string, path: string, init?: CallInit): Promise<ApiResponse>
  /**
   * The shopper pays on the provider's page, and the shop hears of it as the provider tells it: standard shipping to
   * Ireland unless the test chooses another rate or country (one the session offers).
   */
  pay(sessionId: string, choice?: PayChoice): Promise<void>
  /** The session runs out at the provider, and the shop hears of it. */
  expire(sessionId: string): Promise<void>
  /** The shopper pays, but the provider's event has not come yet. */
  payQuietly(sessionId: string): void
  /** The provider's event about the session as it stands (completed, or expired), delivered (again). */
  redeliver(sessionId: string): Promise<void>
  /** The session's status at the provider. */
  sessionStatus(sessionId: string): string
  /** The refunds the provider made, by payment. */
  providerRefunds(): { paymentId: string; amountCents: number }[]
  paymentIdOf(sessionId: string): string | null
  /** How many payment sessions the provider has opened. */
  sessionCount(): number
  /** Every commit of this test waits `ms` after its reads, so that calls made at once really overlap. */
  slowCommits(ms: number): void
  /** Where the provider returns the shopper after paying. */
  successUrlOf(sessionId: string): string
  /** The adapter's ports, to change a setting for a test. */
  deps(): Deps
  /** Moves the handlers' clock (null: real time). */
  setClock(at: Date | null): void
}

const ORIGIN = 'https://shop.test'

/** What the shopper chooses on the payment page. */
interface PayChoice {
  rateId?: ShippingRateId
  country?: string
}

let demoClock: Date | null = null
let slowed: MockInstance | undefined
/** The demo's ports, one object for the whole run as the function's are, so a test may spy on one or change a setting. */
const demoPorts: Deps = { ...demoDeps(ORIGIN), ownerEmail: 'owner@shop.test', now: () => demoClock ?? new Date() }
const demo = () => demoPorts

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
  // The headers the handlers gave (Allow, Retry-After), named as they name them; not those every JSON answer has, nor
  // the demo's count of what the call read.
  const titled = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
  const answerHeaders = Object.fromEntries(
    [...response.headers]
      .filter(([name]) => !['content-type', 'content-length', DOCUMENTS_READ_HEADER.toLowerCase()].includes(name))
      .map(([name, value]) => [titled(name), value]),
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
    // The hosted page lists the order's rates standard first, by their labels ('Free standard', 'Express').
    pay: async (sessionId, choice = {}) => {
      const options = stripeFake().sessions.get(sessionId)!.shipping_options
      const shipping = options[choice.rateId === 'express' ? 1 : 0]?.display_name
      await deliver(
        fakeEvent(
          'checkout.session.completed',
          payFakeSession(sessionId, { ...(shipping ? { shipping } : {}), ...(choice.country ? { country: choice.country } : {}) }),
        ),
      )
    },
    expire: async (sessionId) => void (await deliver(fakeEvent('checkout.session.expired', expireFakeSession(sessionId)))),
    payQuietly: (sessionId) => void payFakeSession(sessionId),
    redeliver: async (sessionId) => {
      const session = stripeFake().sessions.get(sessionId)!
      await deliver(fakeEvent(session.status === 'expired' ? 'checkout.session.expired' : 'checkout.session.completed', session))
    },
    sessionStatus: (sessionId) => stripeFake().sessions.get(sessionId)!.status,
    providerRefunds: () => stripeFake().refunds.map((refund) => ({ paymentId: refund.payment_intent, amountCents: refund.amount })),
    paymentIdOf: (sessionId) => stripeFake().sessions.get(sessionId)!.payment_intent,
    sessionCount: () => stripeFake().sessions.size,
    slowCommits: (ms) => server.use(http.post(/documents:commit$/, () => delay(ms))),
    successUrlOf: (sessionId) => stripeFake().sessions.get(sessionId)!.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId),
    deps: () => functionDeps,
    setClock: setFunctionClock,
  },
  {
    name: 'demo',
    call: callDemo,
    pay: async (sessionId, { rateId = 'standard', country = 'IE' } = {}) => {
      // An address in the United States or Canada names its state or province, as the page asks.
      const region = ({ US: 'CA', CA: 'ON' } as Record<string, string>)[country]
      const choice = { shippingRateId: rateId, shippingAddress: { ...shippingChoice.shippingAddress, country, ...(region ? { region } : {}) } }
      const answer = await actOnSession(demo(), sessionId, JSON.stringify({ action: 'pay', ...choice }))
      if (answer.status !== 200) throw new Error(`The demo's payment page answered ${answer.status}: ${JSON.stringify(answer.body)}`)
    },
    expire: async (sessionId) => void (await actOnSession(demo(), sessionId, JSON.stringify({ action: 'expire' }))),
    payQuietly: (sessionId) =>
      void Object.assign(demoSession(sessionId), {
        status: 'complete',
        paymentStatus: 'paid',
        paymentId: `pi_demo_${sessionId}`,
        shipping: { rateId: 'standard', cents: 495, address: shippingChoice.shippingAddress },
      }),
    redeliver: async (sessionId) => {
      const session = demoSession(sessionId)
      await deliverEvent(demo(), session, session.status === 'expired' ? 'checkout.session.expired' : 'checkout.session.completed')
    },
    sessionStatus: (sessionId) => demoSession(sessionId).status,
    providerRefunds: () =>
      Object.values(mockState().checkoutSessions).flatMap((session) =>
        Object.values(session.refunds ?? {}).map((refund) => ({ paymentId: refund.paymentId!, amountCents: refund.amountCents })),
      ),
    paymentIdOf: (sessionId) => demoSession(sessionId).paymentId ?? null,
    sessionCount: () => Object.keys(mockState().checkoutSessions).length,
    slowCommits: (ms) => {
      const commit = memoryStore.runTransaction.bind(memoryStore)
      slowed = vi.spyOn(memoryStore, 'runTransaction').mockImplementation((run) =>
        commit(async (tx) => {
          const result = await run(tx)
          await new Promise((resolve) => setTimeout(resolve, ms))
          return result
        }),
      )
    },
    successUrlOf: (sessionId) => demoSession(sessionId).successUrl,
    deps: demo,
    setClock: (at) => (demoClock = at),
  },
]

/**
 * Each test starts on real time, in both adapters, with no call slowed. The functions' set-up file calls it before
 * every test (functions/src/test-harness.ts, which also resets the mock state): a hook registered here would run for
 * the first file alone, since the files of that project share their modules.
 */
export function resetAdapters(): void {
  for (const adapter of ADAPTERS) adapter.setClock(null)
  slowed?.mockRestore()
  slowed = undefined
}

let attempts = 0
const newAttemptId = () => `attempt-both-${String(++attempts).padStart(9, '0')}`

/** The demo catalog's shirt (collection 2, item 9, $24.99): 1 left in XL/coral, 5 in M/navy. */
/**
 * A minute into the next limits' window. Tests that count calls against a window set the handlers' clock to it: on
 * real time, a window could end halfway through such a test (they end on the hour and half hour) and its count
 * start again.
 */
export const inOneWindow = (): Date => new Date(Math.ceil(Date.now() / CHECKOUT_WINDOW_MS) * CHECKOUT_WINDOW_MS + 60_000)

export const shirt = (size: string, color: string, quantity = 1) => ({ collectionId: '2', itemId: 9, size, color, quantity })

const checkout = (adapter: ApiAdapter, lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string, init: CallInit = {}) =>
  adapter.call('POST', '/api/checkout', {
    body: { lines, email: 'guest@example.com', country: 'IE', attemptId: newAttemptId(), ...extra },
    ...(idToken ? { idToken } : {}),
    ...init,
  })

/** A checkout that must succeed: its session, order id and guest token. */
async function startCheckout(adapter: ApiAdapter, lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string) {
  const answer = await checkout(adapter, lines, extra, idToken)
  if (answer.status !== 200) throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  const sessionId = /cs_test_[\w-]+$/.exec((answer.body as { url: string }).url)![0]
  const { searchParams } = new URL(adapter.successUrlOf(sessionId))
  return { sessionId, orderId: searchParams.get('order')!, token: searchParams.get('token')! }
}

/** One adapter's helpers, for a suite written once over both. */
export const shopOf = (adapter: ApiAdapter) => ({
  call: adapter.call,
  checkout: (lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string, init: CallInit = {}) => checkout(adapter, lines, extra, idToken, init),
  startCheckout: (lines: unknown[], extra: Record<string, unknown> = {}, idToken?: string) => startCheckout(adapter, lines, extra, idToken),
})
