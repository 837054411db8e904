// POST /api/admin/orders/<id>/<action> as the demo runs it: the owner's actions through the same decisions the
// functions make (owner-actions.ts), the `owner` claim of the caller's ID token checked, the demo's refunds standing
// in for the provider's.
import { HttpResponse, type HttpResponseResolver } from 'msw'
import { awaitsPayment, refundableCents } from '../../src/lib/orders/order'
import { decideOwnerAction, OWNER_ACTION_NAMES, parseOwnerAction, type OwnerActionName } from '../../src/lib/orders/owner-actions'
import { parseRefundRequest } from '../../src/lib/orders/refund-request'
import { mockState, persistMockState } from '../state'
import { refundInDemo, refundLinesInDemo } from './refunds'
import { apiError, callerOf, jsonBodyOf, notFound, unauthenticated } from './responses'
import { expireDueSessions } from './sessions'
import { queueMail, readOrder, saveOrder } from './store'

type Params = { orderId: string; action: string }

const isActionName = (name: string): name is OwnerActionName => (OWNER_ACTION_NAMES as readonly string[]).includes(name)

/** The owner's refund: the whole order, an amount of it, or chosen lines, as the body's schema says. */
function refund(orderId: string, body: unknown, by: string): Response {
  const parsed = parseRefundRequest(body)
  if (!parsed.ok) return apiError(400, parsed.error.code, parsed.error.message)
  const request = parsed.value
  expireDueSessions()
  const order = readOrder(orderId)
  if (!order) return notFound()
  if (request.kind === 'lines') {
    const refunded = refundLinesInDemo(order, request, by)
    if (!refunded.ok) return apiError(409, 'not-allowed', refunded.message)
    persistMockState()
    return HttpResponse.json({ order: refunded.order })
  }
  if (refundableCents(order) === 0) return apiError(409, 'not-allowed', 'Nothing is left to refund on this order.')
  // Keyed by the press, as the functions key it: the same press sent again is the same refund.
  const refunded = refundInDemo(order, `owner-refund-${request.attemptId}`, request.amountCents, by)
  persistMockState()
  return HttpResponse.json({ order: refunded })
}

export const ownerAction: HttpResponseResolver<Params> = async ({ request, params }) => {
  const caller = callerOf(request)
  if (caller === 'invalid' || caller === null) return unauthenticated()
  if (!caller.owner) return apiError(403, 'not-owner', 'Only the shop’s owners may do this.')
  const name = params.action
  if (!isActionName(name)) return apiError(404, 'no-route', `No POST ${new URL(request.url).pathname}.`)
  const read = await jsonBodyOf(request)
  if (read instanceof Response) return read
  const by = caller.email ?? caller.uid
  if (name === 'refund') return refund(params.orderId, read.value, by)
  const parsed = parseOwnerAction(name, read.value)
  if (!parsed.ok) return apiError(400, parsed.code, parsed.message)
  const { action } = parsed
  expireDueSessions()
  const order = readOrder(params.orderId)
  if (!order) return notFound()
  // An unpaid order's demo payment page closes first, so it can no longer be paid once cancelled.
  const session = order.sessionId ? mockState().checkoutSessions[order.sessionId] : undefined
  if (action.kind === 'cancel' && awaitsPayment(order) && session?.status === 'open') session.status = 'expired'
  const decision = decideOwnerAction(order, action, by, new Date().toISOString())
  if (decision.kind === 'refused') return apiError(409, decision.code, decision.message)
  if (decision.kind === 'done') return HttpResponse.json({ order: decision.order })
  saveOrder(decision.order, order)
  if (decision.mail) queueMail(decision.mail)
  const saved = decision.refund ? refundInDemo(decision.order, `return-${order.id}`, undefined, by) : decision.order
  persistMockState()
  return HttpResponse.json({ order: saved })
}
