// createCheckout's decision: the request priced from the catalog, its units reserved from the stock documents and
// the pending order that holds them, all computed from one snapshot so the caller can apply them together or not
// at all.
import type { CatalogSnapshot } from './catalog-snapshot'
import { checkoutLineKey, type CheckoutRequest } from './checkout-request'
import { sha256Hex } from './guest-token'
import { PENDING_MINUTES, type Order } from './order'
import { priceLines, type LineProblem } from './pricing'
import { shippingOptions, zoneOf } from './shipping'
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
}

export type Created = { ok: true; order: Order; stock: StockWrite[] } | { ok: false; problems: LineProblem[] }

export function createPendingOrder({ request, catalog, stock, uid, orderId, tokenHash, cartHash: hash, now }: NewOrder): Created {
  const priced = priceLines(request.lines, catalog, now)
  if (!priced.ok) return priced
  const reserved = reserveStock(stock, priced.lines, orderId)
  if (!reserved.ok) return reserved
  // The request's country is one the table lists (checkout-request.ts), so it has a zone.
  const zone = zoneOf(request.country)!
  const order: Order = {
    id: orderId,
    status: 'pending',
    uid,
    email: request.email,
    lines: priced.lines,
    subtotalCents: priced.subtotalCents,
    shippingCents: 0,
    shipping: { zone, rates: shippingOptions(zone, priced.subtotalCents) },
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
  return { ok: true, order, stock: reserved.writes }
}
