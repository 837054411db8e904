// Promotion codes as documents. promotions/{CODE}: the code's terms, window and cap, and its counts (paid orders,
// places held by unpaid checkouts, revenue and discount). promotionUses/{CODE}_{hash}: one per customer who used it,
// by account and by email (a SHA-256 of either, so no address is in an id); its existence is what "once per
// customer" reads. A checkout reads both in its transaction and writes them with its order, so two checkouts at
// once for the last place, or for the same customer, are served one after the other. The order's payment settles
// its place: counted when paid, given back when the order ends unpaid. A refund of a paid order takes its goods'
// share back from the code's revenue (shipping was never the code's).
import { sha256Hex } from '../orders/guest-token'
import { awaitsPayment, refundedCents, wasPaid, type Order } from '../orders/order'
import { readPromotion, type Promotion } from '../orders/promotion'
import type { Transaction } from './ports'

export const promotionPath = (code: string) => `promotions/${code}`
const redemptionPath = (id: string) => `promotionUses/${id}`

/** The ids of the customer's use of the code: by account when signed in, and always by the order's email. */
export async function promotionUseIds(code: string, uid: string | null, email: string | undefined): Promise<string[]> {
  const keys = [...(uid ? [`uid:${uid}`] : []), ...(email ? [`email:${email.toLowerCase()}`] : [])]
  return Promise.all(keys.map(async (key) => `${code}_${await sha256Hex(`${code}\n${key}`)}`))
}

/** The code and whether this customer used it already, read in the caller's transaction. */
export async function readPromotionFor(tx: Transaction, code: string, useIds: string[]): Promise<{ promotion: Promotion | null; used: boolean }> {
  const [stored, ...uses] = await tx.getAll([promotionPath(code), ...useIds.map(redemptionPath)])
  return { promotion: readPromotion(stored!.data), used: uses.some((use) => use.data !== undefined) }
}

/** The new order's place under the code: its count of unpaid checkouts, and the customer's uses, with the order. */
export function holdPromotion(tx: Transaction, order: Order, at: Date): void {
  if (!order.promotion) return
  tx.increment(promotionPath(order.promotion.code), { held: 1 })
  for (const id of order.promotion.useIds) tx.create(redemptionPath(id), { code: order.promotion.code, orderId: order.id, state: 'held', at })
}

/**
 * The end of an order's wait for its payment, for its code: paid, the place becomes a redemption with the order's
 * revenue; ended unpaid, the place and the customer's use are given back, so they may use the code again.
 */
export function settlePromotion(tx: Transaction, order: Order, before: Order): void {
  if (!order.promotion || !awaitsPayment(before) || awaitsPayment(order)) return
  const path = promotionPath(order.promotion.code)
  if (wasPaid(order)) {
    const discountCents = order.discountCents ?? 0
    tx.increment(path, { held: -1, redemptions: 1, discountCents, revenueCents: order.subtotalCents - discountCents })
    for (const id of order.promotion.useIds) tx.update(redemptionPath(id), { state: 'redeemed' })
    return
  }
  tx.increment(path, { held: -1 })
  for (const id of order.promotion.useIds) tx.delete(redemptionPath(id))
}

/** What the order's refunds sent back of the goods its code counted: never more than those goods brought in. */
const refundedGoodsCents = (order: Order): number => Math.min(refundedCents(order), order.subtotalCents - (order.discountCents ?? 0))

/** A refund of a paid order that used a code lowers the code's revenue by what it sent back of the goods. */
export function recordPromotionRefunds(tx: Transaction, order: Order, before: Order): void {
  if (!order.promotion || !wasPaid(before)) return
  const refunded = refundedGoodsCents(order) - refundedGoodsCents(before)
  if (refunded !== 0) tx.increment(promotionPath(order.promotion.code), { refundedCents: refunded })
}

/**
 * An order that ended unpaid and is paid after all (through its recovery link, revive.ts): its code's use is counted
 * again as a redemption with its revenue, and the customer's uses are made again, as redeemed. The caller read the
 * code in the same transaction and found a place and no use.
 */
export function redeemAgain(tx: Transaction, order: Order, at: Date): void {
  if (!order.promotion) return
  const discountCents = order.discountCents ?? 0
  tx.increment(promotionPath(order.promotion.code), { redemptions: 1, discountCents, revenueCents: order.subtotalCents - discountCents })
  for (const id of order.promotion.useIds) tx.create(redemptionPath(id), { code: order.promotion.code, orderId: order.id, state: 'redeemed', at })
}
