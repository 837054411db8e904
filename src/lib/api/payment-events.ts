// POST /api/stripe-webhook: the payment provider's events about checkout sessions and refunds. The signature is
// checked on the bytes as sent (the payments port); a bad one changes nothing (400). Handled and duplicate events
// answer 200; a failure on the way (the store or the provider unavailable) answers 500, so the event comes again.
// The demo's payment page hands its events to handlePaymentEvent directly, as its provider.
import { refundFailedMail } from '../orders/mail'
import { confirmRefund, recordRefundFailure } from '../orders/refund'
import { fulfil } from './fulfilment'
import { apiError, json, type ApiRequest, type ApiResponse } from './http'
import { queueMail, readOrder, readStock, saveOrder } from './order-store'
import { restocking } from './back-in-stock-mail'
import type { Deps, PaymentEvent, PaymentSession, ProviderRefund } from './ports'
import { mailRefund, providerRefund, saveRefund } from './refunds'
import { sessionResult, shopOrderOf } from './session-result'
import { takeRecoveredPayment } from './recovered-payment'

type SessionEvent = Extract<PaymentEvent, { session: PaymentSession }>
type RefundEvent = Extract<PaymentEvent, { refund: ProviderRefund }>

/** Money the shop took for an order it does not have (or for a session its order no longer uses) goes straight back, and someone is told. */
async function refundOrphan(deps: Deps, session: PaymentSession): Promise<string> {
  if (session.paymentStatus !== 'paid' || !session.paymentId) return 'ignored'
  await deps.payments.refund({ paymentId: session.paymentId, key: `refund-${session.id}` })
  console.error('ALERT: a paid checkout session names no order of the shop; the payment was refunded', {
    sessionId: session.id,
    recoveredFrom: session.recoveredFrom,
    orderId: session.metadata.orderId,
    paymentId: session.paymentId,
    amountTotal: session.amountTotalCents,
    currency: session.currency,
  })
  return 'refunded-orphan'
}

/** The provider's copy of an expired session of the shop's (its recovery link), whatever metadata it carries. */
async function recoveredOrderOf(deps: Deps, session: PaymentSession): Promise<{ orderId: string } | null> {
  if (!session.recoveredFrom) return null
  const [order] = await deps.store.query('orders', [['sessionId', '==', session.recoveredFrom]], 1)
  return order ? { orderId: order.id } : null
}

/**
 * A session the shop did not create (no metadata of its own: a Payment Link, another site on the same account) is
 * none of its business: logged and left alone, never refunded, and anything else it carries (a
 * `client_reference_id` anyone creating a session may set) never reaches an order. The shop's own sessions name
 * their order in the metadata, and act on it only when the order's own session is this one.
 */
async function onSession(deps: Deps, event: SessionEvent): Promise<string> {
  const { session } = event
  const ours = shopOrderOf(session, deps.shopUrl) ?? (await recoveredOrderOf(deps, session))
  if (!ours) {
    console.warn('A checkout session the shop did not create was left alone', { sessionId: session.id, eventId: event.id, type: event.type })
    return 'not-ours'
  }
  const { orderId } = ours
  const order = orderId ? await readOrder(deps.store, orderId) : null
  // The provider's new session of an expired one, by its recovery link: the sale is taken if it still holds.
  if (orderId && order && session.recoveredFrom && session.id !== order.sessionId && session.recoveredFrom === order.sessionId)
    return takeRecoveredPayment(deps, event, orderId)
  if (!orderId || !order || (order.sessionId !== undefined && order.sessionId !== session.id)) return refundOrphan(deps, session)
  const result = sessionResult(session, order, {
    at: new Date(event.at),
    eventId: event.id,
    paymentFailed: event.type === 'checkout.session.async_payment_failed',
  })
  const decision = await fulfil(deps, orderId, result, session.paymentId, event.type)
  return decision?.kind ?? 'ignored'
}

/**
 * A refund made anywhere (the provider's dashboard, or the shop itself): recorded on its order once, by the refund's
 * id; the shopper is mailed once the provider reports it succeeded. One the provider reports failed or cancelled
 * counts for nothing: the order carries the failure for the owner, who is mailed, and the shopper is never told it
 * was refunded.
 */
async function onRefund(deps: Deps, event: RefundEvent): Promise<string> {
  const { refund } = event
  const { paymentId } = refund
  if (!paymentId) return 'ignored'
  const failed = refund.status === 'failed' || refund.status === 'canceled'
  if (failed) console.error('ALERT: a refund did not go through', { refundId: refund.id, paymentId, status: refund.status, reason: refund.failureReason })
  return restocking(deps, async (tx, raised) => {
    const eventPath = `events/${event.id}`
    const [payment, seen] = await tx.getAll([`payments/${paymentId}`, eventPath])
    if (seen!.data) return 'duplicate'
    const order = payment!.data ? await readOrder(tx, String(payment!.data.orderId)) : null
    const stock = order ? await readStock(tx, order.lines) : {}
    tx.set(eventPath, { type: event.type, processedAt: deps.now() })
    if (!order) return 'unchanged'
    if (failed) {
      const failure = { refundId: refund.id, amountCents: refund.amountCents, at: event.at, reason: refund.failureReason }
      const next = recordRefundFailure(order, failure)
      if (!next) return 'unchanged'
      raised(saveOrder(tx, stock, next, order))
      if (deps.ownerEmail) queueMail(tx, deps, refundFailedMail(next, deps.ownerEmail, failure))
      return 'refund-failed'
    }
    const confirmed = refund.status === 'succeeded' ? confirmRefund(order, refund.id) : null
    if (confirmed) {
      raised(saveOrder(tx, stock, confirmed, order))
      mailRefund(tx, deps, confirmed, providerRefund(refund))
      return 'confirmed'
    }
    return saveRefund(tx, deps, stock, order, providerRefund(refund), raised) ? 'recorded' : 'unchanged'
  })
}

/** An event whose signature is checked: what it changes, as a word for the log and the tests. */
export async function handlePaymentEvent(deps: Deps, event: PaymentEvent): Promise<string> {
  if ('session' in event) return onSession(deps, event)
  if ('refund' in event) return onRefund(deps, event)
  return 'ignored'
}

export async function paymentWebhook(request: ApiRequest, deps: Deps): Promise<ApiResponse> {
  const event = deps.payments.readEvent(request.rawBody, request.headers['stripe-signature'] ?? '')
  if (!event) return apiError(400, 'bad-signature', 'The event is not signed by Stripe.')
  try {
    return json(200, { received: true, outcome: await handlePaymentEvent(deps, event) })
  } catch (error) {
    console.error(`Handling ${event.type} ${event.id} failed`, error)
    return apiError(500, 'retry', 'The event could not be handled now; deliver it again.')
  }
}
