// POST /api/orders/<id>/cancel: the shopper left the payment page with Cancel. The session is expired at the provider
// first, so it can no longer be paid, and the order is then cancelled with its units back on sale in one transaction.
// A session that was paid meanwhile is fulfilled instead: the shopper is told, and nothing is cancelled.
import { awaitsPayment, moveOrder } from '../orders/order'
import { readStock, readOrder, saveOrder } from './order-store'
import type { Deps } from './ports'
import { restocking } from './back-in-stock-mail'
import { catchUp } from './settle'

export async function cancelPendingOrder(deps: Deps, orderId: string): Promise<void> {
  const { store, payments } = deps
  const order = await readOrder(store, orderId)
  if (!order || !awaitsPayment(order)) return
  if (order.sessionId) {
    const session = await payments.retrieveSession(order.sessionId)
    if (session.status === 'open') await payments.expireSession(order.sessionId)
    else return catchUp(deps, order)
  }
  await restocking(deps, async (tx, raised) => {
    const stored = await readOrder(tx, orderId)
    if (!stored) return
    const stock = await readStock(tx, stored.lines)
    const cancelled = moveOrder(stored, 'cancelled', deps.now().toISOString())
    if (cancelled) raised(saveOrder(tx, stock, cancelled, stored))
  })
}
