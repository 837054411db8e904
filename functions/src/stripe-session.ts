// The payment provider's side of an order: the hosted Checkout Session created for it, and what a session says
// about the payment, in the terms of the order module's fulfilment.
import type Stripe from 'stripe'
import { lineWords } from '../../src/lib/catalog/variant'
import type { SessionResult } from '../../src/lib/orders/fulfil'
import type { Order, ShippingAddress } from '../../src/lib/orders/order'
import { shippingOptions } from '../../src/lib/orders/shipping'
import { SHIPPING_COUNTRIES } from '../../src/lib/orders/shipping-countries'

/** Every request is made with this version, whatever the account's default: a dashboard upgrade cannot change the shapes read here. */
export const STRIPE_API_VERSION = '2026-10-28.endive'

/**
 * Stripe wants a session to live at least 30 minutes from its creation, which comes a moment after the order's
 * 30 minutes started. The order is never expired on its own clock alone: the session is expired at Stripe first.
 */
const SESSION_MARGIN_SECONDS = 60

/**
 * What the shop writes into every session it creates: the order's id, and the shop's own address, so the webhook
 * tells the shop's sessions from any other on the same Stripe account (a Payment Link, another site).
 */
const sessionMetadata = (order: Order, shopUrl: string) => ({ orderId: order.id, shop: shopUrl })

/** Whether the shop created this session (sessionMetadata), and for which order. */
export function shopOrderOf(session: Stripe.Checkout.Session, shopUrl: string): { orderId: string | null } | null {
  const metadata = session.metadata ?? {}
  return metadata.shop === shopUrl ? { orderId: metadata.orderId || null } : null
}

/** The session for a pending order: every amount from the order (priced from the catalog), never from the request. */
export function sessionParams(order: Order, shopUrl: string, token: string): Stripe.Checkout.SessionCreateParams {
  const back = new URLSearchParams({ order: order.id, token })
  return {
    mode: 'payment',
    line_items: order.lines.map((line) => ({
      quantity: line.quantity,
      price_data: { currency: order.currency, unit_amount: line.unitCents, product_data: { name: lineWords(line) } },
    })),
    // Stripe fills in {CHECKOUT_SESSION_ID}; the braces must reach it unencoded.
    success_url: `${shopUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}&${back}`,
    // Back with Cancel, the checkout page ends the order at once (its units go back on sale).
    cancel_url: `${shopUrl}/checkout?${new URLSearchParams({ cancelled: '1', order: order.id, token })}`,
    client_reference_id: order.id,
    customer_email: order.email,
    expires_at: Math.floor(Date.parse(order.expiresAt) / 1000) + SESSION_MARGIN_SECONDS,
    metadata: sessionMetadata(order, shopUrl),
    shipping_address_collection: { allowed_countries: [...SHIPPING_COUNTRIES] },
    shipping_options: shippingOptions(order.subtotalCents).map((rate) => ({
      shipping_rate_data: {
        type: 'fixed_amount',
        display_name: rate.label,
        fixed_amount: { amount: rate.cents, currency: order.currency },
        delivery_estimate: {
          minimum: { unit: 'business_day', value: rate.minDays },
          maximum: { unit: 'business_day', value: rate.maxDays },
        },
      },
    })),
  }
}

/** A shipping address as a session carries it, in either of its places. */
interface ShippingDetails {
  name?: string | null
  address?: Stripe.Address | null
}

/**
 * Since API version 2025-03-31 the address is under collected_information; an event made for a webhook endpoint
 * pinned to an earlier version carries it at the top level of the session instead (the type no longer has it),
 * and a paid order must not be saved without it. The newer place wins when both have one.
 */
function shippingAddressOf(session: Stripe.Checkout.Session): ShippingAddress | undefined {
  const earlier = (session as { shipping_details?: ShippingDetails | null }).shipping_details
  const details = [session.collected_information?.shipping_details, earlier].find((entry) => entry?.address)
  const address = details?.address
  if (!details || !address) return undefined
  return {
    name: details.name ?? '',
    line1: address.line1 ?? '',
    ...(address.line2 ? { line2: address.line2 } : {}),
    city: address.city ?? '',
    postalCode: address.postal_code ?? '',
    country: address.country ?? '',
  }
}

/** A guest's private order link, read back from the address the session returns to. */
function guestOrderUrl(session: Stripe.Checkout.Session, order: Order): string | undefined {
  if (order.uid !== null || !session.success_url) return undefined
  const url = new URL(session.success_url)
  const token = url.searchParams.get('token')
  return token ? `${url.origin}/orders/${order.id}?${new URLSearchParams({ token })}` : undefined
}

const SESSION_STATUSES = ['open', 'complete', 'expired'] as const
const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const
/** A value Stripe may add later reads as the safe one: an open, unpaid session takes nothing and gives nothing back. */
const known = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((entry) => entry === value) ?? fallback

export function sessionResult(session: Stripe.Checkout.Session, order: Order, news: { at: Date; eventId?: string; paymentFailed?: boolean }): SessionResult {
  const shippingAddress = shippingAddressOf(session)
  const orderUrl = guestOrderUrl(session, order)
  return {
    ...(news.eventId !== undefined ? { eventId: news.eventId } : {}),
    sessionId: session.id,
    status: known(SESSION_STATUSES, session.status, 'open'),
    paymentStatus: known(PAYMENT_STATUSES, session.payment_status, 'unpaid'),
    ...(news.paymentFailed ? { paymentFailed: true } : {}),
    ...(session.shipping_cost ? { shippingCents: session.shipping_cost.amount_total } : {}),
    ...(shippingAddress ? { shippingAddress } : {}),
    ...(session.amount_total !== null ? { amountTotalCents: session.amount_total } : {}),
    ...(session.currency ? { currency: session.currency } : {}),
    ...(paymentIntentOf(session) ? { paymentId: paymentIntentOf(session)! } : {}),
    at: news.at.toISOString(),
    ...(orderUrl ? { orderUrl } : {}),
  }
}

export const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)
