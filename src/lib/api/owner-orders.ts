// POST /api/admin/orders/<id>/<action>: the back office's actions on an order, each through this one door. The
// caller's verified token must carry the role the action needs (back-office-access.ts: an owner for a refund or a
// cancellation, an owner or staff to ship, deliver or record a return; a field in a user document means nothing);
// the move goes through the transition table in a transaction, with its history line (the acting account) and the
// shopper's mail; pressing twice changes nothing.
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { OVERTAKEN, refundableNowCents } from '../orders/line-refund'
import { awaitsPayment } from '../orders/order'
import { decideOwnerAction, parseOwnerAction, type OwnerActionName } from '../orders/owner-actions'
import { withdrawalRefundDue } from '../orders/order-return'
import { parseRefundRequest } from '../orders/refund-request'
import { apiError, bodyText, json, notFound, type ApiRequest, type ApiResponse } from './http'
import { refundLines } from './line-refunds'
import { queueMail, readStock, readOrder, saveOrder } from './order-store'
import { backOfficeAccess } from './back-office-access'
import type { Caller, Deps } from './ports'
import { restocking } from './back-in-stock-mail'
import { RefundOvertaken, refundOrder, refundWithdrawal } from './refunds'

const who = (caller: Caller) => caller.email ?? caller.uid

export async function ownerAction(request: ApiRequest, deps: Deps, caller: Caller | null, orderId: string, name: OwnerActionName): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, name)
  if ('refused' in access) return access.refused
  // The history's `by`: the acting account, owner or staff.
  const by = who(access.caller)
  const body = readJsonBody(bodyText(request), undefined, {})
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const { store } = deps
  if (name === 'refund') {
    const parsed = parseRefundRequest(body.value)
    if (!parsed.ok) return apiError(400, parsed.error.code, parsed.error.message)
    const refund = parsed.value
    if (refund.kind === 'lines') return refundLines(deps, orderId, refund, by)
    const order = await readOrder(store, orderId)
    if (!order) return notFound()
    if (refundableNowCents(order) === 0) return apiError(409, 'not-allowed', 'Nothing is left to refund on this order.')
    try {
      return json(200, {
        order: await refundOrder(deps, orderId, `owner-refund-${refund.attemptId}`, { amountCents: refund.amountCents, by, reason: refund.reason }),
      })
    } catch (error) {
      if (error instanceof RefundOvertaken) return apiError(409, 'refund-overtaken', OVERTAKEN)
      throw error
    }
  }
  const parsed = parseOwnerAction(name, body.value)
  if (!parsed.ok) return apiError(400, parsed.code, parsed.message)
  const { action } = parsed
  const before = await readOrder(store, orderId)
  if (!before) return notFound()
  // An unpaid order's payment page is closed first, so it can no longer be paid once cancelled.
  if (action.kind === 'cancel' && awaitsPayment(before) && before.sessionId) {
    const session = await deps.payments.retrieveSession(before.sessionId)
    if (session.status === 'open') await deps.payments.expireSession(before.sessionId)
    else return apiError(409, 'not-allowed', 'The payment page of this order has closed; reload the order to see how it ended.')
  }
  const decision = await restocking(deps, async (tx, raised) => {
    const order = await readOrder(tx, orderId)
    if (!order) return null
    const stock = await readStock(tx, order.lines)
    const decided = decideOwnerAction(order, action, by, deps.now().toISOString())
    if (decided.kind !== 'moved') return decided
    raised(saveOrder(tx, stock, decided.order, order))
    if (decided.mail) queueMail(tx, deps, decided.mail)
    return decided
  })
  if (!decision) return notFound()
  if (decision.kind === 'refused') return apiError(409, decision.code, decision.message)
  // The goods are back, or on their way with proof: the refund they decided goes out now. Pressed again after a
  // failure on the way, it goes out then, keyed by the order so that it is never sent twice.
  if (withdrawalRefundDue(decision.order) === 0) return json(200, { order: decision.order })
  try {
    return json(200, { order: await refundWithdrawal(deps, orderId, by) })
  } catch (error) {
    if (error instanceof RefundOvertaken) return apiError(409, 'refund-overtaken', OVERTAKEN)
    throw error
  }
}
