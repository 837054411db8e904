// One fulfilment for every way news of a payment arrives: the webhook's events and the success page's look-up
// of the session. Running it twice, or both at once, changes nothing the second time: an event already recorded
// is a duplicate, and the order's status only moves forward.
import { confirmationMail, type MailDocument } from './mail'
import { awaitsPayment, endedUnpaid, moveOrder, type Order, type OrderStatus, type ShippingAddress } from './order'
import { chargedRate } from './shipping-choice'
import { amountToPay } from './amount-to-pay'
import { paidTax } from './tax'
import { SHOP_MONEY } from '../money'
import type { TaxMode } from '../shop-money'

/** How an order that ended unpaid ended, in the refund's reason. */
const ENDED_AS: Partial<Record<OrderStatus, string>> = { expired: 'expired', failed: 'failed', cancelled: 'was cancelled' }

/** What the payment provider says about the order's checkout session. */
export interface SessionResult {
  /** The webhook event's id; absent when the session was looked up directly (nothing to record). */
  eventId?: string
  sessionId: string
  status: 'open' | 'complete' | 'expired'
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required'
  /** An asynchronous payment (a bank debit) that failed after the session completed. */
  paymentFailed?: boolean
  shippingCents?: number
  shippingAddress?: ShippingAddress
  /** What the provider charged, in the smallest unit of `currency`: it must be the order's total. */
  amountTotalCents?: number
  currency?: string
  /** The tax the provider added on top of the prices (a real project's tax service, in `added` mode). */
  taxCents?: number
  /** The provider's payment, for refunds. */
  paymentId?: string
  /** ISO time of the news. */
  at: string
  /** A guest's private order link, for the confirmation mail, when the caller has the token. */
  orderUrl?: string
  /** An expired session's recovery address, and whether the shopper agreed on the provider's page to be mailed it. */
  recoveryUrl?: string
  promotionsConsent?: true
}

export type Fulfilment =
  | { kind: 'duplicate' }
  | { kind: 'unchanged'; order: Order }
  | { kind: 'paid'; order: Order; mail: MailDocument }
  /** Expired or failed: the held units go back. */
  | { kind: 'released'; order: Order }
  /** Money arrived for an order that is no longer waiting for it, or not the order's total: send it back. */
  | { kind: 'refund'; order: Order; reason: string }

/** Why a payment is not the order's: not its total (another currency, a changed amount), or shipping it was not offered. */
function paymentProblem(order: Order, result: SessionResult, totalCents: number, rate: ReturnType<typeof chargedRate> | null): string | null {
  const charged = `${result.amountTotalCents ?? '?'} ${result.currency ?? order.currency}`
  if (
    (result.currency !== undefined && result.currency !== order.currency) ||
    (result.amountTotalCents !== undefined && result.amountTotalCents !== totalCents)
  )
    return `The payment (${charged}) is not the order's total (${totalCents} ${order.currency}); it was sent back and the units released.`
  if (rate && !rate.ok) return `${rate.reason} The payment (${charged}) was sent back and the units released.`
  return null
}

export function fulfilCheckout(
  order: Order,
  result: SessionResult,
  isProcessed: (eventId: string) => boolean,
  taxMode: TaxMode = SHOP_MONEY.taxMode,
): Fulfilment {
  if (result.eventId !== undefined && isProcessed(result.eventId)) return { kind: 'duplicate' }
  const unchanged = { kind: 'unchanged', order } as const
  const paid = result.status === 'complete' && result.paymentStatus !== 'unpaid' && !result.paymentFailed

  if (result.sessionId !== order.sessionId) {
    return paid ? { kind: 'refund', order, reason: 'The payment belongs to no session of this order.' } : unchanged
  }
  if (result.paymentFailed || result.status === 'expired') {
    const next = moveOrder(order, result.paymentFailed ? 'failed' : 'expired', result.at)
    return next ? { kind: 'released', order: next } : unchanged
  }
  if (!paid) return unchanged
  if (awaitsPayment(order)) {
    const shippingCents = result.shippingCents ?? 0
    // Taxed where the goods go: the address paid for, in the zone asked at the checkout (the lines less their discount).
    const tax = paidTax(taxMode, order.lines, shippingCents, result.shippingAddress?.country ?? '', result.taxCents)
    const totalCents = amountToPay(order, shippingCents, tax)
    // A charge that is not the order's total, or whose shipping is none the order was offered, is never taken as its
    // payment. Orders from before shipping had zones carry no offer.
    const rate = order.shipping ? chargedRate(order.shipping, shippingCents, result.shippingAddress?.country) : null
    const problem = paymentProblem(order, result, totalCents, rate)
    if (problem) {
      const failed = moveOrder(order, 'failed', result.at)!
      return { kind: 'refund', order: { ...failed, lateRefund: { sessionId: result.sessionId, at: result.at } }, reason: problem }
    }
    const next: Order = {
      ...moveOrder(order, 'paid', result.at)!,
      shippingCents,
      totalCents,
      ...(tax ? { tax } : {}),
      ...(order.shipping && rate?.ok ? { shipping: { ...order.shipping, rateId: rate.rate.id } } : {}),
      ...(result.paymentId ? { paymentId: result.paymentId } : {}),
      ...(result.shippingAddress ? { shippingAddress: result.shippingAddress } : {}),
    }
    return { kind: 'paid', order: next, mail: confirmationMail(next, result.orderUrl) }
  }
  // Paid once already (this is a second look), or the order ended (expired, failed, cancelled) before the money came.
  if (!endedUnpaid(order)) return unchanged
  if (order.lateRefund) return unchanged
  return {
    kind: 'refund',
    order: { ...order, lateRefund: { sessionId: result.sessionId, at: result.at } },
    reason: `The order ${ENDED_AS[order.status] ?? 'ended'} before the payment arrived; its units were released.`,
  }
}
