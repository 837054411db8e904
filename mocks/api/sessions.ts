// The demo's stand-in for the payment provider's hosted checkout: sessions kept in the mock's state, paid,
// cancelled or expired from the demo payment page, and the events that follow, delivered to the same fulfilment
// the real webhook runs. Sessions past their expiry expire on the next call, as the provider's do.
import { fulfilCheckout, type Fulfilment, type SessionResult } from '../../src/lib/orders/fulfil'
import { ownerMail } from '../../src/lib/orders/mail'
import { DEMO_OWNER_EMAIL } from '../auth/demo-owner'
import { newId } from '../../src/lib/orders/guest-token'
import type { Order } from '../../src/lib/orders/order'
import { mockState, type DemoSession } from '../state'
import { isEventProcessed, queueMail, readOrder, recordEvent, saveOrder } from './store'

/** Where the demo sends the shopper to pay: a page of the demo itself. */
export const payPagePath = (sessionId: string): string => `/demo-pay/${sessionId}`

export function createSession(order: Order, origin: string, token: string): DemoSession {
  const id = `cs_test_${newId()}`
  const query = new URLSearchParams({ session_id: id, order: order.id, token })
  const session: DemoSession = {
    id,
    orderId: order.id,
    status: 'open',
    paymentStatus: 'unpaid',
    successUrl: `${origin}/checkout/success?${query}`,
    cancelUrl: `${origin}/checkout?${new URLSearchParams({ cancelled: '1', order: order.id, token })}`,
    expiresAt: order.expiresAt,
    amountSubtotal: order.subtotalCents,
    customerEmail: order.email,
  }
  mockState().checkoutSessions[id] = session
  return session
}

/** A guest's private link, read back from the address the session returns to. */
function guestOrderUrl(session: DemoSession, order: Order): string | undefined {
  const url = new URL(session.successUrl)
  const token = url.searchParams.get('token')
  return order.uid === null && token ? `${url.origin}/orders/${order.id}?${new URLSearchParams({ token })}` : undefined
}

function resultOf(session: DemoSession, order: Order, eventId?: string): SessionResult {
  const paid = session.status === 'complete' && session.paymentStatus === 'paid'
  return {
    ...(eventId !== undefined ? { eventId } : {}),
    sessionId: session.id,
    status: session.status,
    paymentStatus: session.paymentStatus,
    ...(paid && session.shipping ? { shippingCents: session.shipping.cents, shippingAddress: session.shipping.address } : {}),
    at: new Date().toISOString(),
    ...(guestOrderUrl(session, order) ? { orderUrl: guestOrderUrl(session, order) } : {}),
  }
}

/**
 * Runs the fulfilment for the session's order and applies its decision: one synchronous step, so two deliveries
 * at once are one after the other. Without `eventId` it is the success page's look-up of the session.
 */
export function fulfilSession(session: DemoSession, eventId?: string): Fulfilment | null {
  const order = readOrder(session.orderId)
  if (!order) return null
  const decision = fulfilCheckout(order, resultOf(session, order, eventId), isEventProcessed)
  if (decision.kind === 'duplicate') return decision
  if (decision.kind !== 'unchanged') saveOrder(decision.order, order)
  if (decision.kind === 'paid') {
    queueMail(decision.mail)
    queueMail(ownerMail(decision.order, DEMO_OWNER_EMAIL, 'paid'))
  }
  if (decision.kind === 'refund') session.refundedAt = new Date().toISOString()
  if (eventId !== undefined) recordEvent(eventId, `checkout.session.${session.status}`)
  return decision
}

/** The provider's webhook: a fresh event id per event; a redelivery repeats the id. */
export const deliverEvent = (session: DemoSession, eventId = `evt_${newId()}`): Fulfilment | null => fulfilSession(session, eventId)

export function expireDueSessions(now = Date.now()): void {
  for (const session of Object.values(mockState().checkoutSessions)) {
    if (session.status === 'open' && Date.parse(session.expiresAt) <= now) {
      session.status = 'expired'
      deliverEvent(session)
    }
  }
}
