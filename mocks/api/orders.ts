// GET /api/orders/<id> and POST /api/orders/<id>/withdraw. An order is shown to whoever proves a claim to it:
// the session id the success page returns with, the guest's private token, or the signed-in account that placed
// it. Anyone else gets the same 404 as for an order that does not exist.
import { HttpResponse, type HttpResponseResolver } from 'msw'
import { isDocumentId } from '../../src/lib/orders/document-id'
import { tokenMatches } from '../../src/lib/orders/guest-token'
import { ownerMail } from '../../src/lib/orders/mail'
import { awaitsPayment, moveOrder, type Order } from '../../src/lib/orders/order'
import { DEMO_OWNER_EMAIL } from '../auth/demo-owner'
import { canWithdraw, withdrawalEndsAt, withdrawOrder } from '../../src/lib/orders/withdrawal'
import { mockState, persistMockState } from '../state'
import { apiError, callerOf, jsonBodyOf, notFound, unauthenticated } from './responses'
import { expireDueSessions, fulfilSession } from './sessions'
import { refundInDemo } from './refunds'
import { queueMail, readOrder, saveOrder } from './store'

type Claim = { sessionId?: string | null; token?: string | null }

async function mayRead(order: Order, request: Request, claim: Claim): Promise<boolean | 'invalid'> {
  const caller = callerOf(request)
  if (caller === 'invalid') return 'invalid'
  if (claim.sessionId && claim.sessionId === order.sessionId) return true
  if (claim.token && (await tokenMatches(claim.token, order.tokenHash))) return true
  return caller !== null && order.uid !== null && caller.uid === order.uid
}

/** What a shopper sees of an order: never the hashes that guard it. */
function shopperView(order: Order) {
  const { tokenHash: _token, cartHash: _cart, attemptId: _attempt, history: _history, lineRefunds: _lineRefunds, paymentId: _payment, ...shown } = order
  // The demo sends no mail: it waits in the demo's outbox.
  return { ...shown, withdrawal: { endsAt: withdrawalEndsAt(order), open: canWithdraw(order, new Date()) }, sendsMail: false }
}

export const getOrder: HttpResponseResolver<{ orderId: string }> = async ({ request, params }) => {
  // In headers, never the query string request logs keep (as the functions read them).
  const claim = { sessionId: request.headers.get('x-checkout-session'), token: request.headers.get('x-order-token') }
  const found = isDocumentId(params.orderId) ? readOrder(params.orderId) : undefined
  const allowed = found ? await mayRead(found, request, claim) : false
  if (allowed === 'invalid') return unauthenticated()
  if (!allowed) return notFound()
  expireDueSessions()
  // The shopper may be back before the payment's event: reading the order runs the same fulfilment, safe to run twice.
  const session = found!.sessionId ? mockState().checkoutSessions[found!.sessionId] : undefined
  if (session) fulfilSession(session)
  persistMockState()
  return HttpResponse.json({ order: shopperView(readOrder(params.orderId)!) })
}

/**
 * The order a POST acts on, once its caller proved a claim to it (the token in its body, or in the header the page
 * sends it in); otherwise the answer to give.
 */
async function claimedOrder(request: Request, orderId: string): Promise<Response | Order> {
  const read = await jsonBodyOf(request)
  if (read instanceof Response) return read
  const body = read.value as Claim | null
  const token = typeof body?.token === 'string' ? body.token : request.headers.get('x-order-token')
  const found = isDocumentId(orderId) ? readOrder(orderId) : undefined
  const allowed = found ? await mayRead(found, request, { token }) : false
  if (allowed === 'invalid') return unauthenticated()
  return allowed ? readOrder(orderId)! : notFound()
}

export const withdraw: HttpResponseResolver<{ orderId: string }> = async ({ request, params }) => {
  const order = await claimedOrder(request, params.orderId)
  if (order instanceof Response) return order
  const result = withdrawOrder(order, new Date())
  if (!result.ok) return apiError(409, result.code, result.message)
  saveOrder(result.order, order)
  queueMail(result.mail)
  queueMail(ownerMail(result.order, DEMO_OWNER_EMAIL, 'withdrawn'))
  // Goods never shipped are refunded at once, as the functions do.
  const saved = result.refundNow ? refundInDemo(result.order, `withdrawal-${result.order.id}`) : result.order
  persistMockState()
  return HttpResponse.json({ order: shopperView(saved) })
}

/** Back from the demo payment page with Cancel: the session can no longer be paid, and the order ends with its units back. */
export const cancel: HttpResponseResolver<{ orderId: string }> = async ({ request, params }) => {
  const claimed = await claimedOrder(request, params.orderId)
  if (claimed instanceof Response) return claimed
  expireDueSessions()
  const order = readOrder(params.orderId)!
  const session = order.sessionId ? mockState().checkoutSessions[order.sessionId] : undefined
  if (awaitsPayment(order) && session?.status !== 'complete') {
    if (session) session.status = 'expired'
    const cancelled = moveOrder(order, 'cancelled', new Date().toISOString())
    if (cancelled) saveOrder(cancelled, order)
  } else if (session) fulfilSession(session)
  persistMockState()
  return HttpResponse.json({ order: shopperView(readOrder(params.orderId)!) })
}
