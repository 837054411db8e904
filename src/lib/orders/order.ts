// An order and the only ways its status may move: one table, read by every page and function through the
// predicates below (docs/decisions/016-orders.md). Units leave the shelf when an order is created and go back once,
// when the goods are back or never left: `restockedAt` records that moment, so no path can give them back twice.

/** How long stock is held for a shopper on the payment page (Stripe's shortest session). */
export const PENDING_MINUTES = 30

/** Every status an order can have; schemas of stored orders and of the /api's answers check against it. */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'withdrawn', 'returned', 'refunded', 'expired', 'failed', 'cancelled'] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

// The order's types are its schema's (order-schema.ts): one description of an order, checked and typed.
export type { LineRefund, Order, OrderEvent, Refund, RefundFailure, ShippingAddress } from './order-schema'
import type { Order } from './order-schema'

/**
 * The transition table: from each status, where it may go. Nothing moves back, but for one move: an expired order
 * paid through its recovery link, while its units and prices still hold (revive.ts).
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'expired', 'failed', 'cancelled'],
  paid: ['shipped', 'withdrawn', 'refunded'],
  shipped: ['delivered', 'withdrawn', 'refunded'],
  delivered: ['withdrawn', 'refunded'],
  withdrawn: ['returned', 'refunded'],
  returned: ['refunded'],
  refunded: [],
  expired: ['paid'],
  failed: [],
  cancelled: [],
}

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to)

const STAMP = {
  paid: 'paidAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  withdrawn: 'withdrawnAt',
  returned: 'returnedAt',
  refunded: 'refundedAt',
  expired: 'expiredAt',
  failed: 'failedAt',
  cancelled: 'cancelledAt',
} as const satisfies Record<Exclude<OrderStatus, 'pending'>, keyof Order>

/** The payment never completed: nothing was charged (a late payment, if any, was sent back). */
const UNPAID: readonly OrderStatus[] = ['pending', 'expired', 'failed', 'cancelled']

/** Whether the shopper's money reached the shop (it may have been refunded since). */
export const wasPaid = (order: Pick<Order, 'status'>): boolean => !UNPAID.includes(order.status)

/** Whether the goods left the shop (shipped, and maybe delivered, withdrawn or returned since). */
export const wasShipped = (order: Pick<Order, 'shippedAt'>): boolean => order.shippedAt !== undefined

/** Whether moving to `to` puts the units back: the goods never left, or they are back. */
function restocksOn(order: Order, to: OrderStatus): boolean {
  if (order.restockedAt !== undefined) return false
  if (to === 'expired' || to === 'failed' || to === 'cancelled' || to === 'returned') return true
  return (to === 'withdrawn' || to === 'refunded') && !wasShipped(order)
}

/**
 * The order in its next status, stamped with the time, and with `restockedAt` when the move puts its units back;
 * null when the table does not allow the move.
 */
export function moveOrder(order: Order, to: Exclude<OrderStatus, 'pending'>, at: string): Order | null {
  if (!canMove(order.status, to)) return null
  return { ...order, status: to, [STAMP[to]]: at, ...(restocksOn(order, to) ? { restockedAt: at } : {}) }
}

/** Whether saving `after` over `before` gives the order's units back (the caller writes the stock with it). */
export const releasesStock = (before: Pick<Order, 'restockedAt'>, after: Pick<Order, 'restockedAt'>): boolean =>
  before.restockedAt === undefined && after.restockedAt !== undefined

/** Cents sent back so far. */
/** What went back to the shopper: every refund but those the provider reported failed. */
export const refundedCents = (order: Pick<Order, 'refunds'>): number =>
  (order.refunds ?? []).reduce((sum, refund) => sum + (refund.failedAt === undefined ? refund.amountCents : 0), 0)

/** What is left to refund of a paid order. */
export const refundableCents = (order: Pick<Order, 'status' | 'totalCents' | 'refunds'>): number =>
  wasPaid(order) ? Math.max(0, order.totalCents - refundedCents(order)) : 0

// The questions pages and functions ask of a status, answered here so that none of them compares status strings.

/** Whether the order still waits for its payment: the payment page may yet complete or end it. */
export const awaitsPayment = (order: Pick<Order, 'status'>): boolean => order.status === 'pending'

/** Whether the order ended without being paid: money that arrives for it now is sent back. */
export const endedUnpaid = (order: Pick<Order, 'status'>): boolean => !wasPaid(order) && !awaitsPayment(order)

/** Whether the status allows a withdrawal (paid, shipped or delivered); withdrawal.ts adds the 14 days. */
export const withdrawable = (order: Pick<Order, 'status'>): boolean => canMove(order.status, 'withdrawn')

/** Whether all the money went back: nothing is left to refund and nothing more will happen to the order. */
export const wasRefunded = (order: Pick<Order, 'status'>): boolean => order.status === 'refunded'

/** Whether a refund of the order failed and none has gone out since: the owner has to see to it. */
export const refundFailed = (order: Pick<Order, 'refundFailure'>): boolean => order.refundFailure !== undefined

/** Whether the goods are back with the shop after a withdrawal (a return recorded, the refund under way). */
export const isReturned = (order: Pick<Order, 'status'>): boolean => order.status === 'returned'

/** Whether the shopper withdrew and the money is still to come (the goods may still be on their way back). */
export const awaitsRefundAfterWithdrawal = (order: Pick<Order, 'status'>): boolean => order.status === 'withdrawn'

/** Whether goods the shopper withdrew from, or was refunded for, are still out: the owner may record their return. */
export const awaitsReturn = (order: Pick<Order, 'status' | 'shippedAt' | 'restockedAt'>): boolean =>
  wasShipped(order) && order.restockedAt === undefined && (awaitsRefundAfterWithdrawal(order) || wasRefunded(order))

/** What the shopper back from the payment page is told: one answer for every status. */
export type ConfirmationState = 'confirming' | 'thanks' | 'not-paid' | 'refunded-late' | 'withdrawn' | 'returned' | 'refunded'

export function confirmationState(order: Pick<Order, 'status' | 'lateRefund' | 'recoveryRefund'> | undefined): ConfirmationState {
  if (!order || awaitsPayment(order)) return 'confirming'
  // A payment that came too late, to its own session or through the recovery link, was sent back.
  if (!wasPaid(order)) return order.lateRefund || order.recoveryRefund ? 'refunded-late' : 'not-paid'
  if (wasRefunded(order)) return 'refunded'
  if (isReturned(order)) return 'returned'
  return awaitsRefundAfterWithdrawal(order) ? 'withdrawn' : 'thanks'
}
