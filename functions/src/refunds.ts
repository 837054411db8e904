// Sending money back through the provider's Refunds API and recording it on the order. The call is keyed, so a
// retried transaction or a second press refunds once; the provider's refund id is what the order records, and the
// webhook's report of the same refund (refund.created) then finds it already there.
import type { Firestore, Transaction } from 'firebase-admin/firestore'
import type Stripe from 'stripe'
import type { StockSnapshot } from '../../src/lib/orders/stock'
import { refundMail } from '../../src/lib/orders/mail'
import { refundableCents, type Order, type Refund } from '../../src/lib/orders/order'
import { recordRefund, withRefundHistory } from '../../src/lib/orders/refund'
import type { Deps } from './api-types'
import { queueMail, readStock, readOrder, saveOrder } from './order-store'

/** The provider's payment behind a paid order: stored on it since payment, or found by the payment's record. */
async function paymentOf({ db }: Deps, order: Order): Promise<string | null> {
  if (order.paymentId) return order.paymentId
  const found = await db.collection('payments').where('orderId', '==', order.id).limit(1).get()
  return found.docs[0]?.id ?? null
}

/** Refunds `amountCents` of the order at the provider; `key` names this refund for good (a retry makes no second). */
export async function sendRefund(deps: Deps, order: Order, amountCents: number, key: string): Promise<Refund> {
  const paymentIntent = await paymentOf(deps, order)
  if (!paymentIntent) throw new Error(`Order ${order.id} has no payment to refund`)
  const refund = await deps.stripe.refunds.create(
    { payment_intent: paymentIntent, amount: amountCents, reason: 'requested_by_customer' },
    { idempotencyKey: key },
  )
  return providerRefund(refund)
}

/** A refund as the provider reports it, in the order's terms: pending until the provider says it succeeded. */
export const providerRefund = (refund: Stripe.Refund): Refund => ({
  id: refund.id,
  amountCents: refund.amount,
  at: new Date(refund.created * 1000).toISOString(),
  ...(refund.status === 'succeeded' ? {} : { pending: true as const }),
})

/** The shopper's mail of a refund, once the provider has confirmed it (a pending one is mailed when it succeeds). */
export function mailRefund(tx: Transaction, db: Firestore, order: Order, refund: Refund): void {
  if (!refund.pending) queueMail(tx, db, refundMail(order, refund.amountCents))
}

/** Records a refund in the caller's transaction, with the shopper's mail; false when it was already recorded. */
export function saveRefund(tx: Transaction, deps: Deps, stock: StockSnapshot, order: Order, refund: Refund): boolean {
  const next = recordRefund(order, refund)
  if (!next) return false
  saveOrder(tx, deps.db, stock, next, order)
  mailRefund(tx, deps.db, next, refund)
  return true
}

/**
 * Refunds what is left of the order (or `amountCents` of it) and records it. `key` names the refund for good, so
 * calling this again after a failure on the way never refunds twice. Answers the order as saved.
 */
export async function refundOrder(deps: Deps, orderId: string, key: string, amountCents?: number, by?: string): Promise<Order | null> {
  const { db } = deps
  const order = await readOrder(db, orderId)
  if (!order) return null
  const amount = Math.min(amountCents ?? refundableCents(order), refundableCents(order))
  if (amount <= 0) return order
  const refund = await sendRefund(deps, order, amount, key)
  return db.runTransaction(async (tx) => {
    const current = (await readOrder(db, orderId, tx))!
    const stock = await readStock(tx, db, current.lines)
    const recorded = recordRefund(current, refund)
    if (!recorded) return current
    const next = by ? withRefundHistory(recorded, current, refund, by) : recorded
    saveOrder(tx, db, stock, next, current)
    mailRefund(tx, db, next, refund)
    return next
  })
}
