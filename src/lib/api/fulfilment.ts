// The order module's fulfilment applied in one transaction: the webhook and the success page both come here, so
// two deliveries, or a delivery and a page load at once, are serialised by the store (the later commit is aborted,
// retried, and then finds the event recorded or the order already paid).
import { fulfilCheckout, type Fulfilment, type SessionResult } from '../orders/fulfil'
import { invoiceCounterPath, invoiceNumber, invoiceYear } from '../orders/invoice-number'
import { confirmationMail, ownerMail } from '../orders/mail'
import type { Order } from '../orders/order'
import { queueMail, readOrder, readStock, saveOrder } from './order-store'
import type { Deps, Transaction } from './ports'
import { restocking } from './back-in-stock-mail'
import { recoveryMailWrites } from './recovery-mail'

type Paid = Extract<Fulfilment, { kind: 'paid' }>

/**
 * The paid order with its invoice: the next number of the year's counter, read and raised in this transaction, so a
 * payment that does not commit takes no number (decision 040). Only payments touch the counter, never checkouts.
 */
export async function numbered(tx: Transaction, paidOrder: Order, orderUrl: string | undefined): Promise<Paid> {
  const at = paidOrder.paidAt ?? new Date().toISOString()
  const year = invoiceYear(at)
  const counter = await tx.get(invoiceCounterPath(year))
  const last = typeof counter.data?.last === 'number' ? counter.data.last : 0
  tx.set(invoiceCounterPath(year), { last: last + 1 })
  const order = { ...paidOrder, invoice: { number: invoiceNumber(year, last + 1), at } }
  return { kind: 'paid', order, mail: confirmationMail(order, orderUrl) }
}

export async function fulfil(deps: Deps, orderId: string, result: SessionResult, paymentId: string | null, eventType?: string): Promise<Fulfilment | null> {
  const { payments, ownerEmail } = deps
  return restocking(deps, async (tx, raised) => {
    const eventPath = result.eventId === undefined ? null : `events/${result.eventId}`
    const order = await readOrder(tx, orderId)
    const event = eventPath ? await tx.get(eventPath) : null
    if (!order) return null
    const stock = await readStock(tx, order.lines)
    const decided = fulfilCheckout(order, result, () => event?.data !== undefined)
    if (decided.kind === 'duplicate') return decided
    const decision = decided.kind === 'paid' ? await numbered(tx, decided.order, result.orderUrl) : decided
    // An order expiring unpaid: the mail that brings it back, for a shopper who asked for it (read before any write).
    const recovery = decision.kind === 'released' ? await recoveryMailWrites(tx, deps, decision.order, result) : null
    // Money that reached an order no longer waiting for it goes back before the commit: if the commit then fails,
    // the provider retries the event and the same key (the session's) finds the refund already made.
    if (decision.kind === 'refund' && paymentId) await payments.refund({ paymentId, key: `refund-${result.sessionId}` })
    if (decision.kind !== 'unchanged') raised(saveOrder(tx, stock, decision.order, order))
    recovery?.()
    if (decision.kind === 'paid') {
      queueMail(tx, deps, decision.mail)
      if (ownerEmail) queueMail(tx, deps, ownerMail(decision.order, ownerEmail, 'paid', deps.shopUrl))
      if (paymentId) tx.set(`payments/${paymentId}`, { orderId })
    }
    if (eventPath) tx.set(eventPath, { type: eventType ?? 'checkout.session', orderId, processedAt: new Date(result.at) })
    return decision
  })
}
