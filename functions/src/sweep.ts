// The sweep of abandoned orders, run on a schedule. Stripe expires a session at its expires_at and tells the
// webhook; this catches what that cannot: a session whose events stopped arriving, and an order whose session
// was never opened because the function stopped between the reservation and the call to Stripe.
import { Timestamp } from 'firebase-admin/firestore'
import type { Deps } from './api-types'
import { holdRef, readOrder } from './order-store'
import { catchUp, endWithoutSession } from './settle'

/** Past the hold by this much, Stripe's own expiry event should have come. */
const GRACE_MS = 10 * 60_000

/** Ends every pending order held past its time; answers how many were looked at. */
export async function sweepAbandonedOrders(deps: Deps): Promise<number> {
  const cutoff = deps.now().getTime() - GRACE_MS
  const holds = await deps.db.collection('holds').get()
  const due = holds.docs.filter((hold) => {
    const expiresAt: unknown = hold.get('expiresAt')
    return expiresAt instanceof Timestamp && expiresAt.toMillis() < cutoff
  })
  for (const hold of due) {
    const order = await readOrder(deps.db, hold.id)
    if (!order || order.status !== 'pending') await holdRef(deps.db, hold.id).delete()
    else if (order.sessionId) await catchUp(deps, order)
    else await endWithoutSession(deps, order.id, 'expired')
  }
  return due.length
}
