// POST /api/stripe-webhook: Stripe's events about checkout sessions and refunds. The signature is checked on the
// bytes as sent; a bad one changes nothing (400). Handled and duplicate events answer 200; a failure on the way
// (Firestore or Stripe unavailable) answers 500, so Stripe delivers the event again.
import type Stripe from 'stripe'
import { moveOrder } from '../../src/lib/orders/order'
import { apiError, json, type ApiRequest, type ApiResponse, type Deps } from './api-types'
import { fulfil } from './fulfilment'
import { orderRef, readOrder, toOrderData } from './order-store'
import { paymentIntentOf, sessionResult } from './stripe-session'

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
])

async function onSession(deps: Deps, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<string> {
  const orderId = session.client_reference_id
  const order = orderId ? await readOrder(deps.db, orderId) : null
  if (!orderId || !order) return 'ignored'
  const result = sessionResult(session, order, {
    at: new Date(event.created * 1000),
    eventId: event.id,
    paymentFailed: event.type === 'checkout.session.async_payment_failed',
  })
  const decision = await fulfil(deps, orderId, result, paymentIntentOf(session), event.type)
  return decision?.kind ?? 'ignored'
}

/** A charge refunded in full (from the dashboard, or by the shop): a paid order becomes refunded. */
async function onRefund({ db }: Deps, event: Stripe.Event, charge: Stripe.Charge): Promise<string> {
  const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  if (!paymentIntent || charge.amount_refunded < charge.amount) return 'ignored'
  return db.runTransaction(async (tx) => {
    const eventRef = db.doc(`events/${event.id}`)
    const payment = await tx.get(db.doc(`payments/${paymentIntent}`))
    const seen = await tx.get(eventRef)
    if (seen.exists) return 'duplicate'
    const order = payment.exists ? await readOrder(db, String(payment.get('orderId')), tx) : null
    const refunded = order && moveOrder(order, 'refunded', new Date(event.created * 1000).toISOString())
    if (refunded) tx.set(orderRef(db, refunded.id), toOrderData(refunded))
    tx.set(eventRef, { type: event.type, processedAt: new Date() })
    return refunded ? 'refunded' : 'unchanged'
  })
}

export async function stripeWebhook(request: ApiRequest, deps: Deps): Promise<ApiResponse> {
  let event: Stripe.Event
  try {
    event = deps.stripe.webhooks.constructEvent(request.rawBody, request.headers['stripe-signature'] ?? '', deps.webhookSecret)
  } catch {
    return apiError(400, 'bad-signature', 'The event is not signed by Stripe.')
  }
  try {
    let outcome = 'ignored'
    if (SESSION_EVENTS.has(event.type)) outcome = await onSession(deps, event, event.data.object as Stripe.Checkout.Session)
    else if (event.type === 'charge.refunded') outcome = await onRefund(deps, event, event.data.object)
    return json(200, { received: true, outcome })
  } catch (error) {
    console.error(`Handling ${event.type} ${event.id} failed`, error)
    return apiError(500, 'retry', 'The event could not be handled now; deliver it again.')
  }
}
