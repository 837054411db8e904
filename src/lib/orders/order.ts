// An order and the only ways its status may move: forward, never back. Stock is held while an order is pending
// or paid, and given back only when it leaves one of those states for one that no longer needs it.
import type { PricedLine } from './pricing'

/** How long stock is held for a shopper on the payment page (Stripe's shortest session). */
export const PENDING_MINUTES = 30

/** Every status an order can have; schemas of stored orders and of the /api's answers check against it. */
export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'failed', 'withdrawn', 'refunded'] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

export interface ShippingAddress {
  name: string
  line1: string
  line2?: string
  city: string
  postalCode: string
  country: string
}

export interface Order {
  id: string
  status: OrderStatus
  /** The signed-in shopper's uid; null for a guest (who reads the order with its token). */
  uid: string | null
  email: string
  lines: PricedLine[]
  subtotalCents: number
  /** Chosen on the payment page: 0 until the order is paid. */
  shippingCents: number
  totalCents: number
  currency: 'usd'
  attemptId: string
  /** SHA-256 of the request's lines and buyer: a replayed attempt id must carry the same cart. */
  cartHash: string
  /** SHA-256 of the order's private token; the token itself is never stored. */
  tokenHash: string
  /** The payment session, once created. */
  sessionId: string | null
  /** ISO times. */
  createdAt: string
  expiresAt: string
  paidAt?: string
  deliveredAt?: string
  expiredAt?: string
  failedAt?: string
  withdrawnAt?: string
  refundedAt?: string
  shippingAddress?: ShippingAddress
  /** A payment that arrived after the order stopped waiting for it, and was sent back. */
  lateRefund?: { sessionId: string; at: string }
}

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'expired', 'failed'],
  paid: ['withdrawn', 'refunded'],
  expired: [],
  failed: [],
  withdrawn: [],
  refunded: [],
}

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to)

const HOLDS_STOCK: readonly OrderStatus[] = ['pending', 'paid']

/** Whether moving from `from` to `to` gives the order's units back (expiry, a failed payment, a withdrawal). */
export const releasesStock = (from: OrderStatus, to: OrderStatus): boolean =>
  canMove(from, to) && HOLDS_STOCK.includes(from) && (to === 'expired' || to === 'failed' || to === 'withdrawn')

const STAMP = { paid: 'paidAt', expired: 'expiredAt', failed: 'failedAt', withdrawn: 'withdrawnAt', refunded: 'refundedAt' } as const

/** The order in its next status, stamped with the time; null when the move would go backwards or sideways. */
export function moveOrder(order: Order, to: Exclude<OrderStatus, 'pending'>, at: string): Order | null {
  if (!canMove(order.status, to)) return null
  return { ...order, status: to, [STAMP[to]]: at }
}
