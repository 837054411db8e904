// Money sent back, whoever sent it: the shop (a withdrawal, a return, the owner) or the provider's dashboard. Each
// refund is recorded once, by its id; once the refunds cover the total, the order is refunded, and its units go
// back if the goods never left (order.ts decides that in the move).
import { formatCents } from '../money'
import { reasonSuffix } from './refund-reason'
import { canMove, moveOrder, refundedCents, wasPaid, type Order, type Refund, type RefundFailure } from './order'

/**
 * The order with this refund recorded, or null when it changes nothing (seen before, or an order never paid). A refund
 * that goes out ends an earlier failure's flag: the owner has refunded again.
 */
export function recordRefund(order: Order, refund: Refund): Order | null {
  if (!wasPaid(order) || refund.amountCents <= 0) return null
  if ((order.refunds ?? []).some((known) => known.id === refund.id)) return null
  const { refundFailure: _settled, ...rest } = order
  const next: Order = { ...rest, refunds: [...(order.refunds ?? []), refund] }
  if (refundedCents(next) < order.totalCents || !canMove(order.status, 'refunded')) return next
  return moveOrder(next, 'refunded', refund.at)
}

/** A pending refund the provider now reports succeeded: the order no longer says it waits; null when none waits. */
export function confirmRefund(order: Order, refundId: string): Order | null {
  const refunds = order.refunds ?? []
  if (!refunds.some((known) => known.id === refundId && known.pending)) return null
  return { ...order, refunds: refunds.map((known) => (known.id === refundId ? confirmed(known) : known)) }
}

/** The refund without its pending flag, all else (its reason) kept. */
const confirmed = ({ pending: _pending, ...refund }: Refund): Refund => refund

/**
 * The order with the owner's reason given to a refund it records already (the provider's event, refund.created, may
 * record the shop's own refund before the owner's press does): the reason is never lost that way. The order as it is
 * when there is no reason, no such refund, or it has one.
 */
export function withRefundReason(order: Order, refundId: string, reason: string | undefined): Order {
  if (!reason || !(order.refunds ?? []).some((known) => known.id === refundId && known.reason === undefined)) return order
  return { ...order, refunds: order.refunds!.map((known) => (known.id === refundId ? { ...known, reason } : known)) }
}

/** The units a refund recorded first from the provider's event paid back, once its claim settles it. */
export function withRefundLines(order: Order, refundId: string, lines: NonNullable<Refund['lines']>): Order {
  if (!(order.refunds ?? []).some((known) => known.id === refundId && known.lines === undefined)) return order
  return { ...order, refunds: order.refunds!.map((known) => (known.id === refundId ? { ...known, lines } : known)) }
}

/**
 * A refund the provider reports failed or cancelled: it counts for nothing (the order's refunded amount drops, so the
 * owner may refund again), and the order carries the failure until a refund goes out. Null when already known.
 */
export function recordRefundFailure(order: Order, failure: RefundFailure): Order | null {
  const refunds = order.refunds ?? []
  const known = refunds.find((refund) => refund.id === failure.refundId)
  if (known?.failedAt !== undefined || order.refundFailure?.refundId === failure.refundId) return null
  const marked = refunds.map((refund) => (refund.id === failure.refundId ? { ...refund, failedAt: failure.at } : refund))
  return { ...order, refunds: marked, refundFailure: failure }
}

/** The refund as a line of the order's history, when an owner sent it, with the reason the shopper was given. */
export const withRefundHistory = (order: Order, before: Order, refund: Refund, by: string): Order => ({
  ...order,
  history: [
    ...(order.history ?? []),
    { at: refund.at, by, what: `Refunded ${formatCents(refund.amountCents)}${reasonSuffix(refund.reason)}`, from: before.status, to: order.status },
  ],
})
