// Ending a pending order without waiting for Stripe's news: the success page and the sweep of abandoned orders
// look the session up (expiring it at Stripe once the hold is over) and run the webhook's fulfilment; an order
// whose session was never opened is ended directly. Both give the held units back in the same transaction.
import { awaitsPayment, moveOrder, type Order } from '../../src/lib/orders/order'
import type { Deps } from './api-types'
import { fulfil } from './fulfilment'
import { readOrder, readStock, saveOrder } from './order-store'
import { paymentIntentOf, sessionResult } from './stripe-session'

/** A pending order with a session: the session's state, as the webhook would have brought it. */
export async function catchUp(deps: Deps, order: Order): Promise<void> {
  if (!awaitsPayment(order) || !order.sessionId) return
  const now = deps.now()
  let session = await deps.stripe.checkout.sessions.retrieve(order.sessionId)
  if (session.status === 'open' && now.getTime() >= Date.parse(order.expiresAt)) session = await deps.stripe.checkout.sessions.expire(order.sessionId)
  await fulfil(deps, order.id, sessionResult(session, order, { at: now }), paymentIntentOf(session))
}

/** A pending order that never got a session (or lost it): it ends as `to`, and its units go back at once. */
export async function endWithoutSession({ db, now }: Deps, orderId: string, to: 'failed' | 'expired'): Promise<void> {
  await db.runTransaction(async (tx) => {
    const stored = await readOrder(db, orderId, tx)
    if (!stored) return
    const stock = await readStock(tx, db, stored.lines)
    const ended = moveOrder(stored, to, now().toISOString())
    if (ended) saveOrder(tx, db, stock, ended, stored)
  })
}
