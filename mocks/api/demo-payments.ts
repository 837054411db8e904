// The payment provider of the shop's /api in the demo: the demo's own payment page stands in for the provider's
// hosted checkout. Sessions are kept in the mock's state; the page pays, cancels or lets one expire, and the events
// that follow go to the same handling the provider's webhook reaches (handlePaymentEvent). Sessions past their
// expiry expire at the next call, as the provider's do on its own. Its payments and refunds are pretend.
import { handlePaymentEvent } from '../../src/lib/api/payment-events'
import type { Deps, PaymentEvent, Payments, PaymentSession, ProviderRefund } from '../../src/lib/api/ports'
import { sessionMetadata } from '../../src/lib/api/session-result'
import { newId } from '../../src/lib/orders/guest-token'
import { amountToPay } from '../../src/lib/orders/amount-to-pay'
import { mockState, persistMockState, type DemoSession } from '../state'
import { createDemoPromotion, demoDiscount, setDemoPromotionActive } from './demo-promotions'

/** Where the demo sends the shopper to pay: a page of the demo itself. */
const payPagePath = (sessionId: string): string => `/demo-pay/${sessionId}`

class UnknownSession extends Error {
  override name = 'UnknownSession'
}

class OverRefund extends Error {
  override name = 'OverRefund'
}

function sessionOf(id: string): DemoSession {
  const session = mockState().checkoutSessions[id]
  if (!session) throw new UnknownSession(`No such checkout session: ${id}`)
  return session
}

/** What the demo's page charged: the goods less the discount, the shipping chosen, and the tax on top in the `added` mode. */
const paidCentsOf = (session: DemoSession): number =>
  amountToPay({ subtotalCents: session.amountSubtotal, discountCents: session.discount?.cents }, session.shipping?.cents ?? 0, session.shipping?.tax)

const paymentSessionOf = (session: DemoSession): PaymentSession => {
  const paid = session.status === 'complete' && session.paymentStatus === 'paid'
  return {
    id: session.id,
    status: session.status,
    paymentStatus: session.paymentStatus,
    url: session.status === 'open' ? payPagePath(session.id) : null,
    successUrl: session.successUrl,
    // A session the demo made before it wrote metadata: its order, and the origin it returns to.
    metadata: session.metadata ?? { orderId: session.orderId, shop: new URL(session.successUrl).origin },
    paymentId: session.paymentId ?? null,
    amountTotalCents: paid ? paidCentsOf(session) : null,
    currency: null,
    shippingCents: paid && session.shipping ? session.shipping.cents : null,
    // The demo's tax service is the shop's own table: what it adds is what the shop computes.
    taxCents: paid && session.shipping?.tax?.mode === 'added' ? session.shipping.tax.totalCents : null,
    shippingAddress: paid && session.shipping ? session.shipping.address : null,
    // The demo's recovery link: the shop's checkout, where this browser still keeps the cart that was not paid for (a
    // cart is emptied only once its order is paid), to be ordered anew. Its page asks for no promotional consent.
    recoveryUrl: session.status === 'expired' ? `${new URL(session.successUrl).origin}/checkout` : null,
    promotionsConsent: false,
    recoveredFrom: session.recoveredFrom ?? null,
  }
}

const refundedCents = (session: DemoSession) => Object.values(session.refunds ?? {}).reduce((sum, refund) => sum + refund.amountCents, 0)

/** The provider's side of the demo's /api; `shopUrl` is the demo's own origin. */
export function demoPayments(shopUrl: string): Payments {
  return {
    createSession: (order, token, key) => {
      const known = Object.values(mockState().checkoutSessions).find((session) => session.key === key)
      if (known) return Promise.resolve(paymentSessionOf(known))
      const id = `cs_test_${newId()}`
      const discount = demoDiscount(order)
      const session: DemoSession = {
        id,
        key,
        orderId: order.id,
        status: 'open',
        paymentStatus: 'unpaid',
        successUrl: `${shopUrl}/checkout/success?${new URLSearchParams({ session_id: id, order: order.id, token })}`,
        cancelUrl: `${shopUrl}/checkout?${new URLSearchParams({ cancelled: '1', order: order.id, token })}`,
        expiresAt: order.expiresAt,
        amountSubtotal: order.subtotalCents,
        ...(discount ? { discount } : {}),
        customerEmail: order.email,
        metadata: sessionMetadata(order, shopUrl),
      }
      mockState().checkoutSessions[id] = session
      persistMockState()
      return Promise.resolve(paymentSessionOf(session))
    },
    createPromotion: createDemoPromotion,
    setPromotionActive: setDemoPromotionActive,
    retrieveSession: async (id) => paymentSessionOf(sessionOf(id)),
    expireSession: async (id) => {
      const session = sessionOf(id)
      if (session.status !== 'open') throw new Error(`Only an open session can be expired; ${id} is ${session.status}`)
      session.status = 'expired'
      persistMockState()
      return paymentSessionOf(session)
    },
    refund: async ({ paymentId, amountCents, key }) => {
      const session = Object.values(mockState().checkoutSessions).find((entry) => entry.paymentId === paymentId)
      if (!session) throw new Error(`No such payment: ${paymentId}`)
      const known = session.refunds?.[key]
      if (known) return known
      const paidCents = paidCentsOf(session)
      const amount = amountCents ?? paidCents - refundedCents(session)
      if (amount <= 0 || amount > paidCents - refundedCents(session)) throw new OverRefund(`A refund of ${amount} cents is more than is left of ${paymentId}`)
      const refund: ProviderRefund = {
        id: `re_demo_${key}`,
        amountCents: amount,
        at: new Date().toISOString(),
        status: 'succeeded',
        paymentId,
        failureReason: null,
      }
      session.refunds = { ...session.refunds, [key]: refund }
      persistMockState()
      return refund
    },
    // The demo's provider sends no signed events: its page hands them over directly (deliverEvent).
    readEvent: () => null,
    isUnknownSession: (error) => error instanceof UnknownSession,
    isOverRefund: (error) => error instanceof OverRefund,
  }
}

type SessionEventType = Extract<PaymentEvent, { session: PaymentSession }>['type']

/** The provider's event about a session, handed to the shop as its webhook would get it; a redelivery repeats the id. */
export const deliverEvent = (deps: Deps, session: DemoSession, type: SessionEventType, eventId = `evt_${newId()}`): Promise<string> =>
  handlePaymentEvent(deps, { id: eventId, type, at: new Date().toISOString(), session: paymentSessionOf(session) })

/** Sessions past their expiry expire, and the shop hears of it, as from the provider. */
export async function expireDueSessions(deps: Deps): Promise<void> {
  const now = deps.now().getTime()
  for (const session of Object.values(mockState().checkoutSessions)) {
    if (session.status === 'open' && Date.parse(session.expiresAt) <= now) {
      session.status = 'expired'
      persistMockState()
      await deliverEvent(deps, session, 'checkout.session.expired')
    }
  }
}
