// createCheckout's decision: the request priced from the catalog, its units reserved from the stock documents, a
// promotion code's discount, the shipping the table in force offers for the goods after that discount, and the
// pending order that holds them, all computed from one snapshot so the caller can apply them together or not at all.
import type { CatalogSnapshot } from './catalog-snapshot'
import { checkoutLineKey, type CheckoutRequest } from './checkout-request'
import { sha256Hex } from './guest-token'
import { PENDING_MINUTES, type Order } from './order'
import { priceLines, type LineProblem } from './pricing'
import { promotionProblem, withPromotion, type Promotion } from './promotion'
import { shippingOffer, type ShippingTable } from './shipping'
import { reserveStock, type StockSnapshot, type StockWrite } from './stock'
import { SHOP_CURRENCY } from '../money'

/** The same cart for the same buyer to the same country (with the same code) hashes the same, whatever the order of its lines. */
export function cartHash(request: CheckoutRequest, uid: string | null): Promise<string> {
  const lines = [...request.lines].sort((a, b) => checkoutLineKey(a).localeCompare(checkoutLineKey(b))).map((line) => [checkoutLineKey(line), line.quantity])
  const promotion = request.promotionCode ? { promotionCode: request.promotionCode } : {}
  return sha256Hex(JSON.stringify({ uid, email: request.email?.toLowerCase() ?? null, lines, country: request.country, ...promotion }))
}

export type Attempt = { kind: 'new' } | { kind: 'replay'; orderId: string } | { kind: 'reused' }

/**
 * A second request with an attempt id already used: the same cart is the same press of the button (a retry, a
 * double click) and gets the same order; another cart under that id is refused.
 */
export function checkAttempt(previous: Pick<Order, 'id' | 'cartHash'> | undefined, hash: string): Attempt {
  if (!previous) return { kind: 'new' }
  return previous.cartHash === hash ? { kind: 'replay', orderId: previous.id } : { kind: 'reused' }
}

export interface NewOrder {
  request: CheckoutRequest & { email: string }
  catalog: CatalogSnapshot
  /** The stock documents of the lines' items: the truth of what is left. */
  stock: StockSnapshot
  uid: string | null
  orderId: string
  tokenHash: string
  cartHash: string
  now: Date
  /** The shipping table in force, read in the checkout's transaction. */
  shippingTable: ShippingTable
  /** The request's code as stored, whether the customer has used it, and the ids of their use; null without a code. */
  code: { promotion: Promotion | null; used: boolean; useIds: string[] } | null
}

export type Created =
  | { ok: true; order: Order; stock: StockWrite[] }
  | { ok: false; problems: LineProblem[] }
  /** The code does not apply, in the sentence the shopper reads. */
  | { ok: false; promotion: string }
  /** The table in force lists the request's country in no zone. */
  | { ok: false; noShipping: true }

export function createPendingOrder(input: NewOrder): Created {
  const { request, catalog, stock, uid, orderId, tokenHash, cartHash: hash, now, shippingTable, code } = input
  const priced = priceLines(request.lines, catalog, now)
  if (!priced.ok) return priced
  const reserved = reserveStock(stock, priced.lines, orderId)
  if (!reserved.ok) return reserved
  let order: Order = {
    id: orderId,
    status: 'pending',
    uid,
    email: request.email,
    lines: priced.lines,
    subtotalCents: priced.subtotalCents,
    shippingCents: 0,
    totalCents: priced.subtotalCents,
    currency: SHOP_CURRENCY.providerCode,
    attemptId: request.attemptId,
    cartHash: hash,
    tokenHash,
    sessionId: null,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PENDING_MINUTES * 60_000).toISOString(),
    ...(request.recoveryConsent ? { recoveryConsent: true } : {}),
  }
  if (code) {
    const problem = promotionProblem(code.promotion, { subtotalCents: order.subtotalCents, used: code.used, now })
    if (problem) return { ok: false, promotion: problem.message }
    order = withPromotion(order, code.promotion!, code.useIds)
  }
  // Free shipping follows the goods after the discount: a code cannot bring goods worth less to the threshold.
  const shipping = shippingOffer(shippingTable, request.country, order.subtotalCents - (order.discountCents ?? 0))
  // The owner's table may leave out a country the page still offered.
  if (!shipping) return { ok: false, noShipping: true }
  return { ok: true, order: { ...order, shipping }, stock: reserved.writes }
}
