// What a payment session says about an order, in the terms of the order module's fulfilment, and which sessions
// are the shop's own.
import type { SessionResult } from '../orders/fulfil'
import type { Order } from '../orders/order'
import type { PaymentSession } from './ports'

/**
 * What the shop writes into every session it creates: the order's id, and the shop's own address, so the webhook
 * tells the shop's sessions from any other on the same payment account (a Payment Link, another site).
 */
export const sessionMetadata = (order: Pick<Order, 'id'>, shopUrl: string): Record<string, string> => ({ orderId: order.id, shop: shopUrl })

/** Whether the shop created this session (sessionMetadata), and for which order. */
export function shopOrderOf(session: PaymentSession, shopUrl: string): { orderId: string | null } | null {
  return session.metadata.shop === shopUrl ? { orderId: session.metadata.orderId || null } : null
}

/** A guest's private order link, read back from the address the session returns to. */
function guestOrderUrl(session: PaymentSession, order: Order): string | undefined {
  if (order.uid !== null || !session.successUrl) return undefined
  const url = new URL(session.successUrl)
  const token = url.searchParams.get('token')
  return token ? `${url.origin}/orders/${order.id}?${new URLSearchParams({ token })}` : undefined
}

const SESSION_STATUSES = ['open', 'complete', 'expired'] as const
const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const
/** A value the provider may add later reads as the safe one: an open, unpaid session takes nothing and gives nothing back. */
const known = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((entry) => entry === value) ?? fallback

export function sessionResult(session: PaymentSession, order: Order, news: { at: Date; eventId?: string; paymentFailed?: boolean }): SessionResult {
  const orderUrl = guestOrderUrl(session, order)
  return {
    ...(news.eventId !== undefined ? { eventId: news.eventId } : {}),
    sessionId: session.id,
    status: known(SESSION_STATUSES, session.status, 'open'),
    paymentStatus: known(PAYMENT_STATUSES, session.paymentStatus, 'unpaid'),
    ...(news.paymentFailed ? { paymentFailed: true } : {}),
    ...(session.shippingCents !== null ? { shippingCents: session.shippingCents } : {}),
    ...(session.shippingAddress ? { shippingAddress: session.shippingAddress } : {}),
    ...(session.taxCents !== null ? { taxCents: session.taxCents } : {}),
    ...(session.amountTotalCents !== null ? { amountTotalCents: session.amountTotalCents } : {}),
    ...(session.currency ? { currency: session.currency } : {}),
    ...(session.paymentId ? { paymentId: session.paymentId } : {}),
    at: news.at.toISOString(),
    ...(orderUrl ? { orderUrl } : {}),
    ...(session.recoveryUrl ? { recoveryUrl: session.recoveryUrl } : {}),
    ...(session.promotionsConsent ? { promotionsConsent: true } : {}),
  }
}
