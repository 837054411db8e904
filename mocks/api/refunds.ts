// The demo's refunds: the provider's Refunds API stood in for by a record on the order, with the same mail a real
// refund sends. The demo's payments are pretend, so the money it "sends back" is too.
import { newId } from '../../src/lib/orders/guest-token'
import { claimLineRefund, settleLineRefund, type LineRefundRequest } from '../../src/lib/orders/line-refund'
import { refundMail } from '../../src/lib/orders/mail'
import { refundableCents, type Order } from '../../src/lib/orders/order'
import { recordRefund } from '../../src/lib/orders/refund'
import { queueMail, saveOrder } from './store'

/** Refunds what is left of the order (or `amountCents` of it) and saves it; answers the order as saved. */
export function refundInDemo(order: Order, amountCents = refundableCents(order)): Order {
  const amount = Math.min(amountCents, refundableCents(order))
  const next = amount > 0 ? recordRefund(order, { id: `re_demo_${newId()}`, amountCents: amount, at: new Date().toISOString() }) : null
  if (!next) return order
  saveOrder(next, order)
  queueMail(refundMail(next, amount))
  return next
}

/**
 * Refunds chosen lines of the order, as the functions do, in one step (the demo's handlers run one at a time): the
 * press's attempt id claims the units, the stand-in refund settles the claim, the units go back when asked. A press
 * seen before answers the order as it is.
 */
export function refundLinesInDemo(order: Order, request: LineRefundRequest, by: string): { ok: true; order: Order } | { ok: false; message: string } {
  const at = new Date().toISOString()
  const claimed = claimLineRefund(order, request, by, at)
  if (claimed.kind === 'refused') return { ok: false, message: claimed.message }
  if (claimed.kind === 'known') return { ok: true, order }
  const refund = { id: `re_demo_${newId()}`, amountCents: claimed.claim.amountCents, at }
  const next = settleLineRefund(claimed.order, request.attemptId, refund)!
  saveOrder(next, order)
  queueMail(refundMail(next, refund.amountCents))
  return { ok: true, order: next }
}
