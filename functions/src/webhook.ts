// POST /api/stripe-webhook: Stripe's events about checkout sessions and refunds. The signature is checked on the
// bytes as sent; a bad one changes nothing (400). Handled and duplicate events answer 200; a failure on the way
// (Firestore or Stripe unavailable) answers 500, so Stripe delivers the event again.
import type Stripe from 'stripe'
import { apiError, json, type ApiRequest, type ApiResponse, type Deps } from './api-types'
import { fulfil } from './fulfilment'
import { readStock, readOrder } from './order-store'
import { saveRefund } from './refunds'
import { paymentIntentOf, sessionResult } from './stripe-session'

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
])

/** Money for an order the shop does not have goes straight back, and someone is told. */
async function refundOrphan(deps: Deps, session: Stripe.Checkout.Session): Promise<string> {
  const paymentIntent = paymentIntentOf(session)
  if (session.payment_status !== 'paid' || !paymentIntent) return 'ignored'
  await deps.stripe.refunds.create({ payment_intent: paymentIntent, reason: 'requested_by_customer' }, { idempotencyKey: `refund-${session.id}` })
  console.error('ALERT: a paid checkout session names no order of the shop; the payment was refunded', {
    sessionId: session.id,
    clientReferenceId: session.client_reference_id,
    paymentIntent,
    amountTotal: session.amount_total,
    currency: session.currency,
  })
  return 'refunded-orphan'
}

async function onSession(deps: Deps, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<string> {
  const orderId = session.client_reference_id
  const order = orderId ? await readOrder(deps.db, orderId) : null
  if (!orderId || !order) return refundOrphan(deps, session)
  const result = sessionResult(session, order, {
    at: new Date(event.created * 1000),
    eventId: event.id,
    paymentFailed: event.type === 'checkout.session.async_payment_failed',
  })
  const decision = await fulfil(deps, orderId, result, paymentIntentOf(session), event.type)
  return decision?.kind ?? 'ignored'
}

/** A refund made anywhere (the dashboard, or the shop itself): recorded on its order once, by the refund's id. */
async function onRefund(deps: Deps, event: Stripe.Event, refund: Stripe.Refund): Promise<string> {
  const paymentIntent = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id
  if (!paymentIntent) return 'ignored'
  if (refund.status === 'failed' || refund.status === 'canceled') {
    console.error('ALERT: a refund did not go through', { refundId: refund.id, paymentIntent, status: refund.status, reason: refund.failure_reason })
    return 'refund-failed'
  }
  const { db } = deps
  return db.runTransaction(async (tx) => {
    const eventRef = db.doc(`events/${event.id}`)
    const payment = await tx.get(db.doc(`payments/${paymentIntent}`))
    const seen = await tx.get(eventRef)
    if (seen.exists) return 'duplicate'
    const order = payment.exists ? await readOrder(db, String(payment.get('orderId')), tx) : null
    const stock = order ? await readStock(tx, db, order.lines) : {}
    const recorded =
      order !== null && saveRefund(tx, deps, stock, order, { id: refund.id, amountCents: refund.amount, at: new Date(refund.created * 1000).toISOString() })
    tx.set(eventRef, { type: event.type, processedAt: new Date() })
    return recorded ? 'recorded' : 'unchanged'
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
    else if (event.type === 'refund.created' || event.type === 'refund.updated') outcome = await onRefund(deps, event, event.data.object as Stripe.Refund)
    return json(200, { received: true, outcome })
  } catch (error) {
    console.error(`Handling ${event.type} ${event.id} failed`, error)
    return apiError(500, 'retry', 'The event could not be handled now; deliver it again.')
  }
}
