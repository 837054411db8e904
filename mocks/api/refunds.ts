// The demo's refunds: the provider's Refunds API stood in for by a record on the order, with the same mail a real
// refund sends. The demo's payments are pretend, so the money it "sends back" is too. Every refund goes through
// sendDemoRefund with a key naming it for good, the keys the functions give the provider (functions/src/refunds.ts,
// line-refunds.ts): a press sent again is the same refund, which the order records once.
import { claimLineRefund, settleLineRefund, type LineRefundRequest } from '../../src/lib/orders/line-refund'
import { refundMail } from '../../src/lib/orders/mail'
import { refundableCents, type Order, type Refund } from '../../src/lib/orders/order'
import { recordRefund, withRefundHistory } from '../../src/lib/orders/refund'
import { queueMail, saveOrder } from './store'

/** The provider's keyed refund: the same key is the same refund (its id), as an idempotency key makes it there. */
const sendDemoRefund = (amountCents: number, key: string, at: string): Refund => ({ id: `re_demo_${key}`, amountCents, at })

/**
 * Refunds what is left of the order (or `amountCents` of it) under `key`, with a history line when an owner (`by`)
 * sent it, and saves it; answers the order as saved. A key seen before refunds nothing more.
 */
export function refundInDemo(order: Order, key: string, amountCents?: number, by?: string): Order {
  const amount = Math.min(amountCents ?? refundableCents(order), refundableCents(order))
  if (amount <= 0) return order
  const refund = sendDemoRefund(amount, key, new Date().toISOString())
  const recorded = recordRefund(order, refund)
  if (!recorded) return order
  const next = by ? withRefundHistory(recorded, order, refund, by) : recorded
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
  const refund = sendDemoRefund(claimed.claim.amountCents, `owner-line-refund-${request.attemptId}`, at)
  const next = settleLineRefund(claimed.order, request.attemptId, refund)!
  saveOrder(next, order)
  queueMail(refundMail(next, refund.amountCents))
  return { ok: true, order: next }
}
