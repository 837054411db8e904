// The payment provider of the shop's /api in the Cloud Function: Stripe, through its SDK. The hosted Checkout
// Session created for an order, what a session, a refund and an event say in the shop's terms, and the webhook's
// signature checked on the bytes as sent.
import Stripe from 'stripe'
import type { PaymentEvent, Payments, PaymentSession, ProviderRefund } from '../../src/lib/api/ports'
import { providerPromotionCode } from '../../src/lib/orders/provider-discount'
import { createStripePromotion, setStripePromotionActive } from './stripe-promotions'
import { sessionMetadata } from '../../src/lib/api/session-result'
import { lineWords } from '../../src/lib/catalog/variant'
import type { Order, ShippingAddress } from '../../src/lib/orders/order'
import { offeredCountries } from '../../src/lib/orders/shipping'
import { SHOP_MONEY } from '../../src/lib/money'
import type { TaxMode } from '../../src/lib/shop-money'

/** Every request is made with this version, whatever the account's default: a dashboard upgrade cannot change the shapes read here. */
export const STRIPE_API_VERSION = '2026-10-28.endive'

/**
 * Stripe wants a session to live at least 30 minutes from its creation, which comes a moment after the order's
 * 30 minutes started. The order is never expired on its own clock alone: the session is expired at Stripe first.
 */
const SESSION_MARGIN_SECONDS = 60

/**
 * The session for a pending order: every amount from the order (priced from the catalog), never from the request.
 * Its shipping is the order's: the rates of its zone, for the address only that zone's countries (a hosted page
 * cannot change its rates when the shopper changes the country, so the country was asked at the checkout).
 */
/**
 * How the session carries tax (decision 040). With a tax mode, Stripe Tax computes it (automatic_tax) on prices that
 * include it (inclusive: the total stays the price shown) or exclude it (exclusive: it is added on the page), and the
 * session issues Stripe's own invoice beside the shop's.
 */
function taxParams(taxMode: TaxMode): { price: { tax_behavior?: 'inclusive' | 'exclusive' }; session: Partial<Stripe.Checkout.SessionCreateParams> } {
  const invoice = { invoice_creation: { enabled: true } }
  if (taxMode === 'none') return { price: {}, session: invoice }
  const tax_behavior = taxMode === 'included' ? 'inclusive' : 'exclusive'
  return { price: { tax_behavior }, session: { ...invoice, automatic_tax: { enabled: true } } }
}

export function sessionParams(order: Order, shopUrl: string, token: string, taxMode: TaxMode = SHOP_MONEY.taxMode): Stripe.Checkout.SessionCreateParams {
  if (!order.shipping) throw new Error(`Order ${order.id} has no shipping zone: a session is created only for a new order, which has one`)
  const back = new URLSearchParams({ order: order.id, token })
  const tax = taxParams(taxMode)
  return {
    mode: 'payment',
    ...tax.session,
    line_items: order.lines.map((line) => ({
      quantity: line.quantity,
      price_data: { currency: order.currency, unit_amount: line.unitCents, product_data: { name: lineWords(line) }, ...tax.price },
    })),
    // Stripe fills in {CHECKOUT_SESSION_ID}; the braces must reach it unencoded.
    success_url: `${shopUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}&${back}`,
    // Back with Cancel, the checkout page ends the order at once (its units go back on sale).
    cancel_url: `${shopUrl}/checkout?${new URLSearchParams({ cancelled: '1', order: order.id, token })}`,
    client_reference_id: order.id,
    customer_email: order.email,
    expires_at: Math.floor(Date.parse(order.expiresAt) / 1000) + SESSION_MARGIN_SECONDS,
    metadata: sessionMetadata(order, shopUrl),
    // Where the shopper's locale calls for it, the hosted page asks (unticked) for consent to promotional mail; with
    // it, or the shop's own box ticked at the checkout, an expired session's recovery link is mailed (recovery-mail.ts).
    consent_collection: { promotions: 'auto' },
    after_expiration: { recovery: { enabled: true, allow_promotion_codes: false } },
    shipping_address_collection: {
      allowed_countries: [...offeredCountries(order.shipping)] as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[],
    },
    shipping_options: order.shipping.rates.map((rate) => ({
      shipping_rate_data: {
        type: 'fixed_amount',
        display_name: rate.label,
        fixed_amount: { amount: rate.cents, currency: order.currency },
        ...tax.price,
        delivery_estimate: {
          minimum: { unit: 'business_day', value: rate.minDays },
          maximum: { unit: 'business_day', value: rate.maxDays },
        },
      },
    })),
  }
}

/**
 * The order's promotion on the session, when Stripe's own code would not charge it to the cent: a coupon of exactly
 * the discount the shop decided, named by the code, used once. Stripe's receipt shows it, and the amount Stripe charges is the order's total to the cent, whatever rounding
 * Stripe would apply to a percent (the fulfilment refuses any other amount). The same `key` is the same coupon.
 */
async function discountOf(stripe: Stripe, order: Order, key: string): Promise<Pick<Stripe.Checkout.SessionCreateParams, 'discounts'>> {
  if (!order.promotion || !order.discountCents) return {}
  const coupon = await stripe.coupons.create(
    {
      amount_off: order.discountCents,
      currency: order.currency,
      duration: 'once',
      max_redemptions: 1,
      name: order.promotion.code,
      metadata: { orderId: order.id },
    },
    { idempotencyKey: `${key}-coupon` },
  )
  return { discounts: [{ coupon: coupon.id }] }
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
function shippingAddressOf(session: Stripe.Checkout.Session): ShippingAddress | null {
  const earlier = (session as { shipping_details?: ShippingDetails | null }).shipping_details
  const details = [session.collected_information?.shipping_details, earlier].find((entry) => entry?.address)
  const address = details?.address
  if (!details || !address) return null
  return {
    name: details.name ?? '',
    line1: address.line1 ?? '',
    ...(address.line2 ? { line2: address.line2 } : {}),
    city: address.city ?? '',
    ...(address.state ? { region: address.state } : {}),
    postalCode: address.postal_code ?? '',
    country: address.country ?? '',
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))

const paymentSessionOf = (session: Stripe.Checkout.Session): PaymentSession => ({
  id: session.id,
  status: session.status ?? 'open',
  paymentStatus: session.payment_status,
  url: session.url,
  successUrl: session.success_url,
  metadata: session.metadata ?? {},
  paymentId: idOf(session.payment_intent),
  amountTotalCents: session.amount_total,
  currency: session.currency,
  shippingCents: session.shipping_cost ? session.shipping_cost.amount_total : null,
  // Stripe Tax's amount on top of exclusive prices; with inclusive prices it is inside the total already.
  taxCents: session.automatic_tax?.enabled && SHOP_MONEY.taxMode === 'added' ? (session.total_details?.amount_tax ?? null) : null,
  shippingAddress: shippingAddressOf(session),
  recoveryUrl: session.after_expiration?.recovery?.url ?? null,
  promotionsConsent: session.consent?.promotions === 'opt_in',
  recoveredFrom: session.recovered_from ?? null,
})

const providerRefundOf = (refund: Stripe.Refund): ProviderRefund => ({
  id: refund.id,
  amountCents: refund.amount,
  at: new Date(refund.created * 1000).toISOString(),
  status: refund.status ?? 'pending',
  paymentId: idOf(refund.payment_intent),
  failureReason: refund.failure_reason ?? null,
})

const SESSION_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const

function eventOf(event: Stripe.Event): PaymentEvent {
  const at = new Date(event.created * 1000).toISOString()
  const sessionType = SESSION_EVENTS.find((type) => type === event.type)
  if (sessionType) return { id: event.id, type: sessionType, at, session: paymentSessionOf(event.data.object as Stripe.Checkout.Session) }
  if (event.type === 'refund.created' || event.type === 'refund.updated')
    return { id: event.id, type: event.type, at, refund: providerRefundOf(event.data.object as Stripe.Refund) }
  return { id: event.id, type: 'other', at, name: event.type }
}

/**
 * The session, with the order's discount taken off by the owner's code at Stripe when Stripe's computation of it is
 * exactly the order's (provider-discount.ts), else by a coupon of exactly the discount. Should Stripe refuse the code
 * (its copy paused or used up by its own count, which the shop's decision does not read), the coupon serves.
 */
async function createSession(stripe: Stripe, params: Stripe.Checkout.SessionCreateParams, order: Order, key: string): Promise<Stripe.Checkout.Session> {
  const promotionCode = providerPromotionCode(order)
  if (promotionCode) {
    try {
      return await stripe.checkout.sessions.create({ ...params, discounts: [{ promotion_code: promotionCode }] }, { idempotencyKey: key })
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
      console.warn('Stripe refused the promotion code of an order; a coupon of its discount is used instead', { orderId: order.id, reason: error.message })
    }
  }
  return stripe.checkout.sessions.create(
    { ...params, ...(await discountOf(stripe, order, key)) },
    { idempotencyKey: promotionCode ? `${key}-with-coupon` : key },
  )
}

export function stripePayments(stripe: Stripe, shopUrl: string, webhookSecret: string): Payments {
  return {
    createSession: async (order, token, key) => paymentSessionOf(await createSession(stripe, sessionParams(order, shopUrl, token), order, key)),
    createPromotion: (promotion, active, key) => createStripePromotion(stripe, promotion, active, key),
    setPromotionActive: (mirror, active, key) => setStripePromotionActive(stripe, mirror, active, key),
    retrieveSession: async (id) => paymentSessionOf(await stripe.checkout.sessions.retrieve(id)),
    expireSession: async (id) => paymentSessionOf(await stripe.checkout.sessions.expire(id)),
    refund: async ({ paymentId, amountCents, key }) =>
      providerRefundOf(
        await stripe.refunds.create(
          { payment_intent: paymentId, ...(amountCents === undefined ? {} : { amount: amountCents }), reason: 'requested_by_customer' },
          { idempotencyKey: key },
        ),
      ),
    readEvent: (rawBody, signature) => {
      try {
        return eventOf(stripe.webhooks.constructEvent(Buffer.from(rawBody), signature, webhookSecret))
      } catch {
        return null
      }
    },
    // Stripe's answer for an id it does not know (404 resource_missing), as against an outage, a rate limit or a bad key.
    isOverRefund: (error) =>
      error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'amount_too_large' || error.code === 'charge_already_refunded'),
    isUnknownSession: (error) => error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404 && error.code === 'resource_missing',
  }
}
