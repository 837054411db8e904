// POST /api/admin/orders/<id>/refund with `lines`: the owner refunds chosen units of an order, putting them back on
// sale or not. Three steps, so that money goes out once and units come back once whatever happens at the same
// time: a transaction claims the units on the order under the press's attempt id (a second owner asking for the
// same units is refused there); the provider's refund is asked for with that id as its idempotency key; a
// second transaction settles the claim with the refund's id, writing the history line, the mail and the stock.
import type { Order } from '../orders/order'
import { claimLineRefund, dropLineRefundClaim, OVERTAKEN, settleLineRefund, type LineRefundRequest } from '../orders/line-refund'
import { apiError, json, notFound, type ApiResponse } from './http'
import { readOrder, readStock, saveOrder, writeOrder } from './order-store'
import type { Deps } from './ports'
import { restocking } from './back-in-stock-mail'
import { mailRefund, sendRefund } from './refunds'

export async function refundLines(deps: Deps, orderId: string, request: LineRefundRequest, by: string): Promise<ApiResponse> {
  const { store } = deps
  const claimed = await store.runTransaction(async (tx) => {
    const order = await readOrder(tx, orderId)
    if (!order) return null
    const decided = claimLineRefund(order, request, by, deps.now().toISOString())
    if (decided.kind === 'claimed') writeOrder(tx, decided.order, order)
    return decided
  })
  if (!claimed) return notFound()
  if (claimed.kind === 'refused') return apiError(409, 'not-allowed', claimed.message)
  if (claimed.claim.refundId !== undefined) return json(200, { order: claimed.order })
  let refund
  try {
    refund = await sendRefund(deps, claimed.order, claimed.claim.amountCents, `owner-line-refund-${request.attemptId}`)
  } catch (error) {
    // The provider refused: nothing went out, so the units are free to be asked for again, or back on sale if the
    // order's whole refund put its other units back meanwhile.
    await restocking(deps, async (tx, raised) => {
      const order = await readOrder(tx, orderId)
      if (order) raised(saveOrder(tx, await readStock(tx, order.lines), dropLineRefundClaim(order, request.attemptId), order))
    })
    // Another press (the whole order's refund) sent the money back first.
    if (deps.payments.isOverRefund(error)) return apiError(409, 'refund-overtaken', OVERTAKEN)
    throw error
  }
  const saved = await restocking(deps, async (tx, raised): Promise<Order> => {
    const order = (await readOrder(tx, orderId))!
    const stock = await readStock(tx, order.lines)
    const next = settleLineRefund(order, request.attemptId, refund)
    if (!next) return order
    raised(saveOrder(tx, stock, next, order))
    mailRefund(tx, deps, next, refund)
    return next
  })
  return json(200, { order: saved })
}
