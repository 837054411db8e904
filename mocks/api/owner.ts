// POST /api/admin/orders/<id>/<action> as the demo runs it: the owner's actions through the same decisions the
// functions make (owner-actions.ts), the `owner` claim of the caller's ID token checked, the demo's refunds standing
// in for the provider's.
import { HttpResponse, type HttpResponseResolver } from 'msw'
import * as v from 'valibot'
import { LineRefundRequest } from '../../src/lib/orders/line-refund'
import { awaitsPayment, refundableCents } from '../../src/lib/orders/order'
import { decideOwnerAction, Shipment, type OwnerAction } from '../../src/lib/orders/owner-actions'
import { mockState, persistMockState } from '../state'
import { refundInDemo, refundLinesInDemo } from './refunds'
import { apiError, callerOf, jsonBodyOf, notFound, unauthenticated } from './responses'
import { expireDueSessions } from './sessions'
import { queueMail, readOrder, saveOrder } from './store'

type Params = { orderId: string; action: string }

const ACTIONS = ['ship', 'deliver', 'return', 'refund', 'cancel']

const WholeRefund = v.object({
  attemptId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  amountCents: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
})

function parseAction(name: string, body: unknown): OwnerAction | 'refund' | null {
  if (name === 'refund') return 'refund'
  if (name === 'deliver' || name === 'return' || name === 'cancel') return { kind: name }
  const shipment = name === 'ship' ? v.safeParse(Shipment, body) : null
  return shipment?.success ? { kind: 'ship', shipment: shipment.output } : null
}

export const ownerAction: HttpResponseResolver<Params> = async ({ request, params }) => {
  const caller = callerOf(request)
  if (caller === 'invalid' || caller === null) return unauthenticated()
  if (!caller.owner) return apiError(403, 'not-owner', 'Only the shop’s owners may do this.')
  if (!ACTIONS.includes(params.action)) return apiError(404, 'no-route', `No POST ${new URL(request.url).pathname}.`)
  const read = await jsonBodyOf(request)
  if (read instanceof Response) return read
  const body = read.value
  const action = parseAction(params.action, body)
  if (!action) return apiError(400, 'bad-shipment', 'Give the carrier and the tracking number.')
  expireDueSessions()
  const order = readOrder(params.orderId)
  if (!order) return notFound()
  const by = caller.email ?? caller.uid
  if (action === 'refund' && typeof body === 'object' && body !== null && 'lines' in body) {
    const request = v.safeParse(LineRefundRequest, body)
    if (!request.success)
      return apiError(400, 'bad-refund', 'Choose the lines to refund, each with a quantity of 1 or more, and whether the units go back on sale.')
    const refunded = refundLinesInDemo(order, request.output, by)
    if (!refunded.ok) return apiError(409, 'not-allowed', refunded.message)
    persistMockState()
    return HttpResponse.json({ order: refunded.order })
  }
  if (action === 'refund') {
    const parsed = v.safeParse(WholeRefund, body)
    if (!parsed.success) return apiError(400, 'bad-refund', 'Give the amount to refund in cents, or none for the whole order.')
    if (refundableCents(order) === 0) return apiError(409, 'not-allowed', 'Nothing is left to refund on this order.')
    // Keyed by the press, as the functions key it: the same press sent again is the same refund.
    const refunded = refundInDemo(order, `owner-refund-${parsed.output.attemptId}`, parsed.output.amountCents, by)
    persistMockState()
    return HttpResponse.json({ order: refunded })
  }
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
