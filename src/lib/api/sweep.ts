// The sweep of abandoned orders, run on a schedule. Stripe expires a session at its expires_at and tells the
// webhook; this catches what that cannot: a session whose events stopped arriving, and an order whose session
// was never opened because the function stopped between the reservation and the call to Stripe.
import { awaitsPayment, type Order } from '../orders/order'
import { holdPath, readOrder } from './order-store'
import type { Deps } from './ports'
import { catchUp, endWithoutSession } from './settle'

/** Past the hold by this much, Stripe's own expiry event should have come. */
const GRACE_MS = 10 * 60_000

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** One line of JSON: Cloud Logging keeps its fields (severity, orderId, reason) as a structured entry. */
const log = (severity: 'WARNING' | 'ERROR', fields: { message: string; orderId?: string; reason?: string; released?: number; failed?: number }) =>
  (severity === 'ERROR' ? console.error : console.warn)(JSON.stringify({ severity, ...fields }))

/** A pending order with a session, ended as the session says; one that Stripe does not know ends expired. */
async function endWithSession(deps: Deps, order: Order): Promise<void> {
  try {
    await catchUp(deps, order)
  } catch (error) {
    // For a pending order catchUp asks Stripe about its session only (a refund is made only for an order no longer
    // pending), so resource_missing means Stripe does not know that session under the keys in use (test keys
    // swapped for live ones). Such a session can no longer be paid: it was created to expire a minute after the
    // hold ended, and the sweep comes ten minutes after that, so wherever it lives it has expired. Waiting would
    // keep its units off sale for good, run after run; should money still arrive for it, the webhook refunds a
    // payment to an expired order. Any other error (an outage, a rate limit, a revoked key) says nothing about the
    // session: the order stays pending and the next run tries again.
    if (!deps.payments.isUnknownSession(error)) throw error
    log('WARNING', {
      message: 'The payment provider does not know the session of an abandoned order; the order is ended',
      orderId: order.id,
      reason: reasonOf(error),
    })
    await endWithoutSession(deps, order.id, 'expired')
  }
}

/** Ends one abandoned hold: its order expires and its units go back, or a hold left by an order that moved on goes. */
async function release(deps: Deps, orderId: string): Promise<void> {
  const order = await readOrder(deps.store, orderId)
  if (!order || !awaitsPayment(order)) await deps.store.runTransaction(async (tx) => tx.delete(holdPath(orderId)))
  else if (order.sessionId) await endWithSession(deps, order)
  else await endWithoutSession(deps, order.id, 'expired')
}

/**
 * Ends every pending order held past its time, each on its own: one that cannot be ended now is logged and left
 * for the next run, and the others are still released. Answers how many holds were released; failures are logged.
 */
export async function sweepAbandonedOrders(deps: Deps): Promise<number> {
  const cutoff = deps.now().getTime() - GRACE_MS
  const holds = await deps.store.query('holds')
  const due = holds.filter((hold) => {
    const expiresAt = hold.data?.expiresAt
    return typeof expiresAt === 'string' && Date.parse(expiresAt) < cutoff
  })
  let released = 0
  let failed = 0
  for (const hold of due) {
    try {
      await release(deps, hold.id)
      released += 1
    } catch (error) {
      failed += 1
      log('ERROR', { message: 'Releasing an abandoned order failed; the next sweep tries again', orderId: hold.id, reason: reasonOf(error) })
    }
  }
  if (failed > 0) log('ERROR', { message: `The sweep of abandoned orders released ${released} and failed on ${failed}`, released, failed })
  return released
}
