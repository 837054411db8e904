// POST /api/stripe-webhook: Stripe's events about checkout sessions and refunds. The signature is checked on the
// bytes as sent; a bad one changes nothing (400). Handled and duplicate events answer 200; a failure on the way
// (Firestore or Stripe unavailable) answers 500, so Stripe delivers the event again.
import type Stripe from 'stripe'
import { apiError, json, type ApiRequest, type ApiResponse, type Deps } from './api-types'
import { fulfil } from './fulfilment'
import { refundFailedMail } from '../../src/lib/orders/mail'
import { confirmRefund, recordRefundFailure } from '../../src/lib/orders/refund'
import { queueMail, readStock, readOrder, saveOrder } from './order-store'
import { mailRefund, providerRefund, saveRefund } from './refunds'
import { paymentIntentOf, sessionResult, shopOrderOf } from './stripe-session'

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
])

/** Money the shop took for an order it does not have (or for a session its order no longer uses) goes straight back, and someone is told. */
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

/**
 * A session the shop did not create (no metadata of its own: a Payment Link, another site on the same account) is
 * none of its business: logged and left alone, never refunded, and its `client_reference_id`, which anyone creating a
 * session may set, never reaches an order. The shop's own sessions name their order in the metadata, and act on it
 * only when the order's own session is this one.
 */
async function onSession(deps: Deps, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<string> {
  const ours = shopOrderOf(session, deps.shopUrl)
  if (!ours) {
    console.warn('A checkout session the shop did not create was left alone', { sessionId: session.id, eventId: event.id, type: event.type })
    return 'not-ours'
  }
  const { orderId } = ours
  const order = orderId ? await readOrder(deps.db, orderId) : null
  if (!orderId || !order || (order.sessionId !== undefined && order.sessionId !== session.id)) return refundOrphan(deps, session)
  const result = sessionResult(session, order, {
    at: new Date(event.created * 1000),
    eventId: event.id,
    paymentFailed: event.type === 'checkout.session.async_payment_failed',
  })
  const decision = await fulfil(deps, orderId, result, paymentIntentOf(session), event.type)
  return decision?.kind ?? 'ignored'
}

/**
 * A refund made anywhere (the dashboard, or the shop itself): recorded on its order once, by the refund's id; the
 * shopper is mailed once the provider reports it succeeded. One the provider reports failed or cancelled counts for
 * nothing: the order carries the failure for the owner, who is mailed, and the shopper is never told it was refunded.
 */
async function onRefund(deps: Deps, event: Stripe.Event, refund: Stripe.Refund): Promise<string> {
  const paymentIntent = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id
  if (!paymentIntent) return 'ignored'
  const failed = refund.status === 'failed' || refund.status === 'canceled'
  if (failed) console.error('ALERT: a refund did not go through', { refundId: refund.id, paymentIntent, status: refund.status, reason: refund.failure_reason })
  const { db } = deps
  return db.runTransaction(async (tx) => {
    const eventRef = db.doc(`events/${event.id}`)
    const payment = await tx.get(db.doc(`payments/${paymentIntent}`))
    const seen = await tx.get(eventRef)
    if (seen.exists) return 'duplicate'
    const order = payment.exists ? await readOrder(db, String(payment.get('orderId')), tx) : null
    const stock = order ? await readStock(tx, db, order.lines) : {}
    tx.set(eventRef, { type: event.type, processedAt: new Date() })
    if (!order) return 'unchanged'
    if (failed) {
      const failure = {
        refundId: refund.id,
        amountCents: refund.amount,
        at: new Date(event.created * 1000).toISOString(),
        reason: refund.failure_reason ?? null,
      }
      const next = recordRefundFailure(order, failure)
      if (!next) return 'unchanged'
      saveOrder(tx, db, stock, next, order)
      if (deps.ownerEmail) queueMail(tx, db, refundFailedMail(next, deps.ownerEmail, failure))
      return 'refund-failed'
    }
    const confirmed = refund.status === 'succeeded' ? confirmRefund(order, refund.id) : null
    if (confirmed) {
      saveOrder(tx, db, stock, confirmed, order)
      mailRefund(tx, db, confirmed, providerRefund(refund))
      return 'confirmed'
    }
    return saveRefund(tx, deps, stock, order, providerRefund(refund)) ? 'recorded' : 'unchanged'
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
