// GET /api/orders/<id> and POST /api/orders/<id>/withdraw. An order is shown to whoever proves a claim to it: the
// session id the success page returns with, the guest's private token, or the signed-in account that placed it.
// Anyone else gets the same 404 as for an order that does not exist.
import { tokenMatches } from '../orders/guest-token'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { ownerMail } from '../orders/mail'
import { awaitsPayment, type Order } from '../orders/order'
import { canWithdraw, withdrawalEndsAt, withdrawOrder } from '../orders/withdrawal'
import { apiError, bodyText, json, notFound, type ApiRequest, type ApiResponse } from './http'
import { queueMail, readOrder, readStock, saveOrder } from './order-store'
import type { Caller, Deps } from './ports'
import { restocking } from './back-in-stock-mail'
import { cancelPendingOrder } from './cancel'
import { refundOrder } from './refunds'
import { catchUp } from './settle'
import { catchUpRecovered, mayBeRecovered } from './recovered-payment'

type Claim = { sessionId?: string | undefined; token?: string | undefined }

async function mayRead(order: Order, caller: Caller | null, claim: Claim): Promise<boolean> {
  if (claim.sessionId && claim.sessionId === order.sessionId) return true
  if (claim.token && (await tokenMatches(claim.token, order.tokenHash))) return true
  return caller !== null && order.uid !== null && caller.uid === order.uid
}

/** What a shopper sees of an order: never the hashes that guard it. */
function shopperView(order: Order, now: Date, sendsMail: boolean) {
  const { tokenHash: _token, cartHash: _cart, attemptId: _attempt, history: _history, lineRefunds: _lineRefunds, paymentId: _payment, ...shown } = order
  return { ...shown, withdrawal: { endsAt: withdrawalEndsAt(order), open: canWithdraw(order, now) }, sendsMail }
}

/**
 * The claim sent with a read: in headers, never the address's query, which request logs keep. The page's own
 * address still carries them (the payment page returns there, the mail links there); the page sends them on.
 */
const claimOf = (request: ApiRequest): Claim => ({ sessionId: request.headers['x-checkout-session'], token: request.headers['x-order-token'] })

/** How often reads of one unpaid order may ask the provider about its session (the webhook brings the news anyway). */
const SESSION_LOOKUP_INTERVAL_MS = 60_000

/**
 * Whether this read may ask the provider about the order's session: at most once per order per interval, whoever
 * reads it and from however many instances, so that reads (a page left open, a stranger with a guest link) cannot
 * spend the shop's API quota. The time of the last lookup is kept in a document of its own (`sessionLookups/{id}`,
 * closed to clients by the rules' default), never in the order, which the webhook writes.
 */
async function maySessionLookup({ store, now }: Deps, order: Order, recovered = false): Promise<boolean> {
  if ((!awaitsPayment(order) && !recovered) || !order.sessionId) return false
  const path = `sessionLookups/${order.id}`
  return store.runTransaction(async (tx) => {
    const last = (await tx.get(path)).data?.at
    const at = now()
    if (typeof last === 'string' && at.getTime() - Date.parse(last) < SESSION_LOOKUP_INTERVAL_MS) return false
    tx.set(path, { at })
    return true
  })
}

export async function getOrder(request: ApiRequest, deps: Deps, caller: Caller | null, orderId: string): Promise<ApiResponse> {
  const found = await readOrder(deps.store, orderId)
  if (!found || !(await mayRead(found, caller, claimOf(request)))) return notFound()
  // The shopper may be back before the payment's event: the session is looked up and the same fulfilment runs.
  if (await maySessionLookup(deps, found)) await catchUp(deps, found)
  // Or back from a payment through the recovery link of the expired order, before its event: settled as it would.
  const claimed = claimOf(request).sessionId
  if (claimed && mayBeRecovered(found, claimed) && (await maySessionLookup(deps, found, true))) await catchUpRecovered(deps, found, claimed)
  return json(200, { order: shopperView((await readOrder(deps.store, orderId))!, deps.now(), deps.sendsMail) })
}

export async function withdraw(request: ApiRequest, deps: Deps, caller: Caller | null, orderId: string): Promise<ApiResponse> {
  const read = readJsonBody(bodyText(request), undefined, {})
  if (!read.ok) return apiError(bodyErrorStatus(read.error), read.error.code, read.error.message)
  const body = read.value as { token?: unknown } | null
  const token = typeof body?.token === 'string' ? body.token : request.headers['x-order-token']
  const outcome = await restocking(deps, async (tx, raised) => {
    const order = await readOrder(tx, orderId)
    if (!order || !(await mayRead(order, caller, { token }))) return null
    const stock = await readStock(tx, order.lines)
    const result = withdrawOrder(order, deps.now())
    if (!result.ok) return result
    raised(saveOrder(tx, stock, result.order, order))
    queueMail(tx, deps, result.mail)
    if (deps.ownerEmail) queueMail(tx, deps, ownerMail(result.order, deps.ownerEmail, 'withdrawn', deps.shopUrl))
    return result
  })
  if (!outcome) return notFound()
  if (!outcome.ok) return apiError(409, outcome.code, outcome.message)
  let order = outcome.order
  // Goods never shipped are refunded at once. Should the provider fail now, the order stays withdrawn and the
  // refund of due withdrawals sends it later, well inside the time the law allows.
  if (outcome.refundNow) {
    try {
      order = (await refundOrder(deps, orderId, `withdrawal-${orderId}`)) ?? order
    } catch (error) {
      console.error(`Refunding the withdrawal of order ${orderId} failed; the refund of due withdrawals will retry`, error)
    }
  }
  return json(200, { order: shopperView(order, deps.now(), deps.sendsMail) })
}

export async function cancel(request: ApiRequest, deps: Deps, caller: Caller | null, orderId: string): Promise<ApiResponse> {
  const body = readJsonBody(bodyText(request), undefined, {})
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const token = (body.value as { token?: unknown } | null)?.token
  const found = await readOrder(deps.store, orderId)
  if (!found || !(await mayRead(found, caller, { token: typeof token === 'string' ? token : undefined }))) return notFound()
  await cancelPendingOrder(deps, orderId)
  return json(200, { order: shopperView((await readOrder(deps.store, orderId))!, deps.now(), deps.sendsMail) })
}
