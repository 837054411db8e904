// POST /api/orders/<id>/cancel: the shopper left the payment page with Cancel. The session is expired at the provider
// first, so it can no longer be paid, and the order is then cancelled with its units back on sale in one transaction.
// A session that was paid meanwhile is fulfilled instead: the shopper is told, and nothing is cancelled.
import { awaitsPayment, moveOrder } from '../../src/lib/orders/order'
import type { Deps } from './api-types'
import { readStock, readOrder, saveOrder } from './order-store'
import { catchUp } from './settle'

export async function cancelPendingOrder(deps: Deps, orderId: string): Promise<void> {
  const { db, stripe } = deps
  const order = await readOrder(db, orderId)
  if (!order || !awaitsPayment(order)) return
  if (order.sessionId) {
    const session = await stripe.checkout.sessions.retrieve(order.sessionId)
    if (session.status === 'open') await stripe.checkout.sessions.expire(order.sessionId)
    else return catchUp(deps, order)
  }
  await db.runTransaction(async (tx) => {
    const stored = await readOrder(db, orderId, tx)
    if (!stored) return
    const stock = await readStock(tx, db, stored.lines)
    const cancelled = moveOrder(stored, 'cancelled', deps.now().toISOString())
    if (cancelled) saveOrder(tx, db, stock, cancelled, stored)
  })
}
