// Sending money back through the provider and recording it on the order. The call is keyed, so a retried
// transaction or a second press refunds once; the provider's refund id is what the order records, and the webhook's
// report of the same refund (refund.created) then finds it already there.
import type { StockSnapshot } from '../orders/stock'
import { refundMail } from '../orders/mail'
import { refundableNowCents } from '../orders/line-refund'
import type { Order, Refund } from '../orders/order'
import { withdrawalRefundDue, withdrawalRefundSent } from '../orders/order-return'
import { recordRefund, withRefundHistory, withRefundReason } from '../orders/refund'
import { withReason } from '../orders/refund-reason'
import { queueMail, readStock, readOrder, saveOrder } from './order-store'
import type { Deps, ProviderRefund, Transaction } from './ports'
import { restocking } from './back-in-stock-mail'

/** A refund the provider refused because another refund of the order went out first. */
export class RefundOvertaken extends Error {
  override name = 'RefundOvertaken'
  constructor(orderId: string) {
    super(`Another refund of order ${orderId} went out first`)
  }
}

/** The provider's payment behind a paid order: stored on it since payment, or found by the payment's record. */
async function paymentOf({ store }: Deps, order: Order): Promise<string | null> {
  if (order.paymentId) return order.paymentId
  const found = await store.query('payments', [['orderId', '==', order.id]], 1)
  return found[0]?.id ?? null
}

/** Refunds `amountCents` of the order at the provider; `key` names this refund for good (a retry makes no second). */
export async function sendRefund(deps: Deps, order: Order, amountCents: number, key: string): Promise<Refund> {
  const paymentId = await paymentOf(deps, order)
  if (!paymentId) throw new Error(`Order ${order.id} has no payment to refund`)
  return providerRefund(await deps.payments.refund({ paymentId, amountCents, key }))
}

/** A refund as the provider reports it, in the order's terms: pending until the provider says it succeeded. */
export const providerRefund = (refund: ProviderRefund): Refund => ({
  id: refund.id,
  amountCents: refund.amountCents,
  at: refund.at,
  ...(refund.status === 'succeeded' ? {} : { pending: true as const }),
})

/** The shopper's mail of a refund, once the provider has confirmed it (a pending one is mailed when it succeeds). */
export function mailRefund(tx: Transaction, deps: Deps, order: Order, refund: Refund): void {
  if (!refund.pending) queueMail(tx, deps, refundMail(order, refund))
}

/** Records a refund in the caller's transaction, with the shopper's mail; false when it was already recorded. */
export function saveRefund(tx: Transaction, deps: Deps, stock: StockSnapshot, order: Order, refund: Refund, raised: (keys: string[]) => void): boolean {
  const next = recordRefund(order, refund)
  if (!next) return false
  raised(saveOrder(tx, stock, next, order))
  mailRefund(tx, deps, next, refund)
  return true
}

/** Who refunds, and how: the amount (all that is left when absent), the acting owner, the shopper's reason, the mark. */
interface RefundOptions {
  amountCents?: number | undefined
  /** The acting account: the history says who refunded. */
  by?: string
  /** Why, for the shopper: stored with the refund, also when the provider's event recorded the refund first. */
  reason?: string | undefined
  /** Notes on the order which refund went out (a return's), also when the provider's event recorded it first. */
  mark?: (order: Order, refundId: string) => Order
}

/**
 * Refunds what is left of the order (or `amountCents` of it) and records it. `key` names the refund for good, so
 * calling this again after a failure on the way never refunds twice. Answers the order as saved.
 */
export async function refundOrder(deps: Deps, orderId: string, key: string, { amountCents, by, reason, mark }: RefundOptions = {}): Promise<Order | null> {
  const { store } = deps
  const order = await readOrder(store, orderId)
  if (!order) return null
  const left = refundableNowCents(order)
  const amount = Math.min(amountCents ?? left, left)
  if (amount <= 0) return order
  let refund: Refund
  try {
    refund = { ...(await sendRefund(deps, order, amount, key)), ...withReason(reason) }
  } catch (error) {
    // Another press (a line refund) sent money back first: less is left than this refund asked for.
    if (deps.payments.isOverRefund(error)) throw new RefundOvertaken(orderId)
    throw error
  }
  return restocking(deps, async (tx, raised) => {
    const current = (await readOrder(tx, orderId))!
    const stock = await readStock(tx, current.lines)
    const recorded = recordRefund(current, refund)
    // The provider's event recorded this refund first: it is given the owner's reason all the same (its mail has gone).
    const reasoned = recorded ? null : withRefundReason(current, refund.id, reason)
    const told = recorded ?? (reasoned !== current ? reasoned : null)
    if (!told && !mark) return current
    const withHistory = told && by ? withRefundHistory(told, current, refund, by) : (told ?? current)
    const next = mark ? mark(withHistory, refund.id) : withHistory
    raised(saveOrder(tx, stock, next, current))
    if (recorded) mailRefund(tx, deps, next, refund)
    return next
  })
}

/**
 * Sends the refund a recorded return or proof of dispatch decided, keyed by the order: a second press, or a return
 * recorded after the proof, never sends a second. Marks it sent under the provider's refund id.
 */
export async function refundWithdrawal(deps: Deps, orderId: string, by: string): Promise<Order | null> {
  const order = await readOrder(deps.store, orderId)
  if (!order) return null
  const due = withdrawalRefundDue(order)
  return due > 0 ? refundOrder(deps, orderId, `return-${orderId}`, { amountCents: due, by, mark: withdrawalRefundSent }) : order
}
