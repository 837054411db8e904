// Money sent back, whoever sent it: the shop (a withdrawal, a return, the owner) or the provider's dashboard. Each
// refund is recorded once, by its id; once the refunds cover the total, the order is refunded, and its units go
// back if the goods never left (order.ts decides that in the move).
import { formatCents } from '../money'
import { canMove, moveOrder, refundedCents, wasPaid, wasShipped, type Order, type Refund } from './order'

/** The order with this refund recorded, or null when it changes nothing (seen before, or an order never paid). */
export function recordRefund(order: Order, refund: Refund): Order | null {
  if (!wasPaid(order) || refund.amountCents <= 0) return null
  if ((order.refunds ?? []).some((known) => known.id === refund.id)) return null
  const next: Order = { ...order, refunds: [...(order.refunds ?? []), refund] }
  if (refundedCents(next) < order.totalCents || !canMove(order.status, 'refunded')) return next
  return moveOrder(next, 'refunded', refund.at)
}

/**
 * The return of goods that were shipped: a withdrawn order becomes returned, and a refunded one whose goods come back
 * keeps its status; either way the units go back on sale. Null when there is nothing to take back.
 */
export function recordReturn(order: Order, at: string): Order | null {
  if (order.status === 'withdrawn') return wasShipped(order) ? moveOrder(order, 'returned', at) : null
  if (order.status === 'refunded' && wasShipped(order) && order.restockedAt === undefined) return { ...order, returnedAt: at, restockedAt: at }
  return null
}

/** The refund as a line of the order's history, when an owner sent it. */
export const withRefundHistory = (order: Order, before: Order, refund: Refund, by: string): Order => ({
  ...order,
  history: [...(order.history ?? []), { at: refund.at, by, what: `Refunded ${formatCents(refund.amountCents)}`, from: before.status, to: order.status }],
})
