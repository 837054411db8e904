// A payment through the recovery link of an order that expired unpaid: the provider's new session of the same cart,
// charging what the expired one said. The shop takes the sale when what the shopper was shown still holds: the
// order moves from expired to paid, its units taken again and its code's use counted again, all from one snapshot
// the caller applies in one transaction. When something no longer holds, the payment goes back, and the shopper is
// told why in a sentence (decision 050).
import { variantOf } from '../catalog/variant'
import type { CatalogSnapshot } from './catalog-snapshot'
import { fulfilCheckout, type SessionResult } from './fulfil'
import { escapeHtml, type MailDocument } from './mail'
import { canMove, type Order } from './order'
import { priceLines } from './pricing'
import { promotionProblem, type Promotion } from './promotion'
import { reserveStock, type StockSnapshot, type StockWrite } from './stock'
import { formatCents } from '../money'

/** The order's history line of a sale taken through the recovery link. */
const RECOVERED_WHAT = 'Paid through the recovery link of its expired checkout'

export type Revival = { ok: true; order: Order; stock: StockWrite[] } | { ok: false; reason: string }

interface Now {
  catalog: CatalogSnapshot
  stock: StockSnapshot
  /** The order's code as it is now, and whether the customer has used it since; null when the order had none. */
  promotion: { promotion: Promotion | null; used: boolean } | null
  at: Date
}

const refused = (reason: string): Revival => ({ ok: false, reason })

/**
 * What the order's lines cost now and whether their units are there, or why not. The price holds when each line's
 * item is still sold, in its variant, at the price the order was shown: a price changed since (up, or down: the
 * shop does not keep more than it asks today) is a new offer, to be ordered anew.
 */
function linesNow(order: Order, { catalog, stock, at }: Now): { ok: true; stock: StockWrite[] } | { ok: false; reason: string } {
  const priced = priceLines(
    order.lines.map((line) => ({ collectionId: line.collectionId, itemId: line.itemId, ...variantOf(line), quantity: line.quantity })),
    catalog,
    at,
  )
  if (!priced.ok) return refused(priced.problems[0]!.message)
  const changed = priced.lines.findIndex((line, index) => line.unitCents !== order.lines[index]!.unitCents)
  if (changed >= 0) {
    const { name, unitCents } = priced.lines[changed]!
    return refused(`The price of ${name} is now ${formatCents(unitCents)}, not the ${formatCents(order.lines[changed]!.unitCents)} of your order.`)
  }
  const reserved = reserveStock(stock, priced.lines, order.id)
  return reserved.ok ? { ok: true, stock: reserved.writes } : refused(reserved.problems[0]!.message)
}

/** Why the order's code no longer gives its discount, or null when it does (or the order had none). */
function codeProblem(order: Order, now: Now): string | null {
  if (!order.promotion || !now.promotion) return null
  const problem = promotionProblem(now.promotion.promotion, { subtotalCents: order.subtotalCents, used: now.promotion.used, now: now.at })
  return problem ? `The code ${order.promotion.code} no longer applies: ${problem.message}` : null
}

/** The expired order paid by the recovered session, or why the payment goes back. */
export function reviveOrder(order: Order, result: SessionResult, now: Now): Revival {
  if (!canMove(order.status, 'paid') || order.lateRefund) return refused('The order ended before it was paid, and can no longer be completed.')
  const lines = linesNow(order, now)
  if (!lines.ok) return lines
  const code = codeProblem(order, now)
  if (code) return refused(code)
  // The payment checked as any payment of the order (its amount, currency and shipping), as if it still waited.
  const { restockedAt: _restocked, ...waiting } = order
  const { eventId: _event, ...news } = result
  const decided = fulfilCheckout({ ...waiting, status: 'pending' }, { ...news, sessionId: order.sessionId ?? result.sessionId }, () => false)
  if (decided.kind !== 'paid') return refused('The amount paid is not what the order was shown to cost.')
  const history = { at: result.at, by: 'Payment provider', what: RECOVERED_WHAT, from: order.status, to: 'paid' as const }
  const revived: Order = { ...decided.order, recoveredSessionId: result.sessionId, history: [...(order.history ?? []), history] }
  return { ok: true, order: revived, stock: lines.stock }
}

const textAndHtml = (to: string, subject: string, paragraphs: string[]): MailDocument => ({
  to,
  message: { subject, text: paragraphs.join('\n'), html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') },
})

/** The shopper's mail of a payment through the recovery link that went back: why, and that all of it was refunded. */
export const recoveryRefundMail = (order: Order, reason: string, amountCents: number): MailDocument =>
  textAndHtml(order.email, `Your payment for order ${order.id} was refunded`, [
    `You paid ${formatCents(amountCents)} for order ${order.id} through the link to finish it, after it had expired.`,
    `We could not take the order as it was: ${reason}`,
    `The whole payment has been refunded to you; it reaches your account in a few days. You are welcome to order again at today's prices.`,
  ])

/** The owner's alert of the same. */
export const recoveryRefundOwnerMail = (order: Order, to: string, reason: string, amountCents: number): MailDocument =>
  textAndHtml(to, `Refunded: a late payment for expired order ${order.id}`, [
    `A payment of ${formatCents(amountCents)} came through the recovery link of order ${order.id}, which had expired unpaid.`,
    `It was refunded in full, because ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
    `The shopper (${order.email}) was told why.`,
  ])
