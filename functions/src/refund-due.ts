// The refund of a withdrawal never waits past its due date (14 days after the withdrawal was received), even if the
// goods have not come back: run on a schedule, it refunds every withdrawn order a day before that date. Each order
// on its own: one the provider refuses is logged and the others still go.
import { refundDueAt } from '../../src/lib/orders/withdrawal'
import type { Deps } from './api-types'
import { readOrder } from './order-store'
import { refundOrder } from './refunds'

const MARGIN_MS = 24 * 60 * 60 * 1000

export async function refundDueWithdrawals(deps: Deps): Promise<{ refunded: number; failed: number }> {
  const withdrawn = await deps.db.collection('orders').where('status', '==', 'withdrawn').get()
  const now = deps.now().getTime()
  let refunded = 0
  let failed = 0
  for (const document of withdrawn.docs) {
    const order = await readOrder(deps.db, document.id)
    const due = order && refundDueAt(order)
    if (!order || !due || Date.parse(due) - MARGIN_MS > now) continue
    try {
      await refundOrder(deps, order.id, `withdrawal-${order.id}`)
      refunded++
    } catch (error) {
      failed++
      console.error('ALERT: the refund of a withdrawal due soon could not be sent', { orderId: order.id, dueAt: due, error: String(error) })
    }
  }
  return { refunded, failed }
}
