// The order module's fulfilment applied in one transaction: the webhook and the success page both come here, so
// two deliveries, or a delivery and a page load at once, are serialised by Firestore (the later commit is
// aborted, retried, and then finds the event recorded or the order already paid).
import type Stripe from 'stripe'
import { fulfilCheckout, type Fulfilment, type SessionResult } from '../../src/lib/orders/fulfil'
import { ownerMail } from '../../src/lib/orders/mail'
import type { Deps } from './api-types'
import { queueMail, readOrder, readStock, saveOrder } from './order-store'

/**
 * Sends back money that reached an order no longer waiting for it. Keyed by the session, so a transaction that
 * runs again, or a second delivery, never refunds twice.
 */
async function refund(stripe: Stripe, paymentIntent: string | null, sessionId: string): Promise<void> {
  if (!paymentIntent) return
  await stripe.refunds.create({ payment_intent: paymentIntent, reason: 'requested_by_customer' }, { idempotencyKey: `refund-${sessionId}` })
}

export async function fulfil(
  { db, stripe, ownerEmail }: Deps,
  orderId: string,
  result: SessionResult,
  paymentIntent: string | null,
  eventType?: string,
): Promise<Fulfilment | null> {
  return db.runTransaction(async (tx) => {
    const eventRef = result.eventId === undefined ? null : db.doc(`events/${result.eventId}`)
    const order = await readOrder(db, orderId, tx)
    const event = eventRef ? await tx.get(eventRef) : null
    if (!order) return null
    const stock = await readStock(tx, db, order.lines)
    const decision = fulfilCheckout(order, result, () => event?.exists === true)
    if (decision.kind === 'duplicate') return decision
    // The refund goes out before the commit: if the commit then fails, Stripe retries the event and the same key
    // finds the refund already made.
    if (decision.kind === 'refund') await refund(stripe, paymentIntent, result.sessionId)
    if (decision.kind !== 'unchanged') saveOrder(tx, db, stock, decision.order, order)
    if (decision.kind === 'paid') {
      queueMail(tx, db, decision.mail)
      if (ownerEmail) queueMail(tx, db, ownerMail(decision.order, ownerEmail, 'paid'))
      if (paymentIntent) tx.set(db.doc(`payments/${paymentIntent}`), { orderId })
    }
    if (eventRef) tx.set(eventRef, { type: eventType ?? 'checkout.session', orderId, processedAt: new Date(result.at) })
    return decision
  })
}
