// Ending a pending order without waiting for the provider's news: the success page and the sweep of abandoned
// orders look the session up (expiring it at the provider once the hold is over) and run the webhook's fulfilment;
// an order whose session was never opened is ended directly. Both give the held units back in the same transaction.
import { awaitsPayment, moveOrder, type Order } from '../orders/order'
import { fulfil } from './fulfilment'
import { readOrder, readStock, saveOrder } from './order-store'
import type { Deps } from './ports'
import { restocking } from './back-in-stock-mail'
import { sessionResult } from './session-result'

/** A pending order with a session: the session's state, as the webhook would have brought it. */
export async function catchUp(deps: Deps, order: Order): Promise<void> {
  if (!awaitsPayment(order) || !order.sessionId) return
  const now = deps.now()
  let session = await deps.payments.retrieveSession(order.sessionId)
  if (session.status === 'open' && now.getTime() >= Date.parse(order.expiresAt)) session = await deps.payments.expireSession(order.sessionId)
  await fulfil(deps, order.id, sessionResult(session, order, { at: now }), session.paymentId)
}

/** A pending order that never got a session (or lost it): it ends as `to`, and its units go back at once. */
export async function endWithoutSession(deps: Deps, orderId: string, to: 'failed' | 'expired'): Promise<void> {
  await restocking(deps, async (tx, raised) => {
    const stored = await readOrder(tx, orderId)
    if (!stored) return
    const stock = await readStock(tx, stored.lines)
    const ended = moveOrder(stored, to, deps.now().toISOString())
    if (ended) raised(saveOrder(tx, stock, ended, stored))
  })
}
