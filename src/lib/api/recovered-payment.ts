// A payment through the provider's recovery link of an order that expired unpaid (its session names the expired one).
// In one transaction: the sale is taken when what the order was shown still holds (revive.ts): the order moves from
// expired to paid with its units taken again, its code's use counted again, an invoice number and the mails of any
// payment; otherwise the payment goes back in full, the shopper is mailed why and the owner alerted. Either happens
// once per session, whichever of its events comes first or again.
import { ownerMail } from '../orders/mail'
import type { Order } from '../orders/order'
import { recoveryRefundMail, recoveryRefundOwnerMail, reviveOrder } from '../orders/revive'
import { withWrites } from '../orders/stock'
import { restocking } from './back-in-stock-mail'
import { numbered } from './fulfilment'
import { queueMail, readCatalog, readOrder, readStock, saveOrder, writeStock } from './order-store'
import type { Deps, PaymentEvent, PaymentSession } from './ports'
import { readPromotionFor, redeemAgain } from './promotion-store'
import { sessionResult } from './session-result'

type SessionEvent = Extract<PaymentEvent, { session: PaymentSession }>

/** Whether this session has been settled for the order already (taken as its payment, or sent back). */
const settledBy = (order: Order, sessionId: string): boolean => order.recoveredSessionId === sessionId || order.recoveryRefund?.sessionId === sessionId

export async function takeRecoveredPayment(deps: Deps, event: SessionEvent, orderId: string): Promise<string> {
  const { session } = event
  const paymentId = session.paymentId
  // Only money that arrived counts: a session still unpaid (a bank debit on its way), expired or failed changes nothing.
  if (session.paymentStatus !== 'paid' || !paymentId || event.type === 'checkout.session.async_payment_failed') return 'ignored'
  return restocking(deps, async (tx, raised) => {
    const eventPath = `events/${event.id}`
    const order = await readOrder(tx, orderId)
    const seen = await tx.get(eventPath)
    if (seen.data || !order) return 'duplicate'
    const catalog = await readCatalog(
      tx,
      order.lines.map((line) => line.collectionId),
    )
    const stock = await readStock(tx, order.lines)
    const code = order.promotion ? await readPromotionFor(tx, order.promotion.code, order.promotion.useIds) : null
    const processed = () => tx.set(eventPath, { type: event.type, orderId, processedAt: deps.now() })
    if (settledBy(order, session.id)) {
      processed()
      return 'duplicate'
    }
    const result = sessionResult(session, order, { at: new Date(event.at) })
    const revival = reviveOrder(order, result, { catalog, stock, promotion: code, at: deps.now() })

    if (revival.ok) {
      // The invoice counter is read before anything is written (a transaction reads first).
      const paid = await numbered(tx, revival.order, result.orderUrl)
      processed()
      writeStock(tx, revival.stock)
      raised(saveOrder(tx, withWrites(stock, revival.stock), paid.order, order))
      redeemAgain(tx, paid.order, deps.now())
      queueMail(tx, deps, paid.mail)
      if (deps.ownerEmail) queueMail(tx, deps, ownerMail(paid.order, deps.ownerEmail, 'paid', deps.shopUrl))
      tx.set(`payments/${paymentId}`, { orderId })
      return 'revived'
    }

    // Sent back before the commit, keyed by the session: a retried transaction or event finds the same refund.
    await deps.payments.refund({ paymentId, key: `refund-${session.id}` })
    processed()
    const amountCents = session.amountTotalCents ?? 0
    const refunded: Order = { ...order, recoveryRefund: { sessionId: session.id, at: event.at, reason: revival.reason } }
    raised(saveOrder(tx, stock, refunded, order))
    queueMail(tx, deps, recoveryRefundMail(order, revival.reason, amountCents))
    if (deps.ownerEmail) queueMail(tx, deps, recoveryRefundOwnerMail(order, deps.ownerEmail, revival.reason, amountCents))
    console.error('ALERT: a payment through the recovery link of an expired order was refunded', {
      orderId,
      sessionId: session.id,
      reason: revival.reason,
      paymentId,
      amountTotal: amountCents,
    })
    return 'refunded-recovery'
  })
}

/** Whether a session the shopper returns with may be a recovered one of this order, not settled yet. */
export const mayBeRecovered = (order: Order, sessionId: string): boolean =>
  order.status === 'expired' && order.sessionId !== null && order.sessionId !== sessionId && order.recoveredSessionId === undefined && !order.recoveryRefund

/**
 * The success page of a recovered session, back before the provider's event: the session is looked up (the caller
 * allows it once a minute per order) and, when it is this order's recovered session and paid, settled as its event
 * will be; the event then finds it settled.
 */
export async function catchUpRecovered(deps: Deps, order: Order, sessionId: string): Promise<void> {
  let session: PaymentSession
  try {
    session = await deps.payments.retrieveSession(sessionId)
  } catch (error) {
    if (deps.payments.isUnknownSession(error)) return
    throw error
  }
  if (session.recoveredFrom !== order.sessionId || session.status !== 'complete') return
  await takeRecoveredPayment(deps, { id: `lookup-${session.id}`, type: 'checkout.session.completed', at: deps.now().toISOString(), session }, order.id)
}
