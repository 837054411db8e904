// The demo's refunds: the provider's Refunds API stood in for by a record on the order, with the same mail a real
// refund sends. The demo's payments are pretend, so the money it "sends back" is too.
import { newId } from '../../src/lib/orders/guest-token'
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
