// GET /api/orders/<id> and POST /api/orders/<id>/withdraw. An order is shown to whoever proves a claim to it: the
// session id the success page returns with, the guest's private token, or the signed-in account that placed it.
// Anyone else gets the same 404 as for an order that does not exist.
import { tokenMatches } from '../../src/lib/orders/guest-token'
import type { Order } from '../../src/lib/orders/order'
import { canWithdraw, withdrawalEndsAt, withdrawOrder } from '../../src/lib/orders/withdrawal'
import { apiError, json, notFound, type ApiRequest, type ApiResponse, type Caller, type Deps } from './api-types'
import { queueMail, readOrder, readStock, saveOrder } from './order-store'
import { catchUp } from './settle'

type Claim = { sessionId?: string | undefined; token?: string | undefined }

async function mayRead(order: Order, caller: Caller | null, claim: Claim): Promise<boolean> {
  if (claim.sessionId && claim.sessionId === order.sessionId) return true
  if (claim.token && (await tokenMatches(claim.token, order.tokenHash))) return true
  return caller !== null && order.uid !== null && caller.uid === order.uid
}

/** What a shopper sees of an order: never the hashes that guard it. */
function shopperView(order: Order, now: Date) {
  const { tokenHash: _token, cartHash: _cart, attemptId: _attempt, ...shown } = order
  return { ...shown, withdrawal: { endsAt: withdrawalEndsAt(order), open: canWithdraw(order, now) } }
}

export async function getOrder(request: ApiRequest, deps: Deps, caller: Caller | null, orderId: string): Promise<ApiResponse> {
  const found = await readOrder(deps.db, orderId)
  if (!found || !(await mayRead(found, caller, { sessionId: request.query.session_id, token: request.query.token }))) return notFound()
  // The shopper may be back before the payment's event: the session is looked up and the same fulfilment runs.
  await catchUp(deps, found)
  return json(200, { order: shopperView((await readOrder(deps.db, orderId))!, deps.now()) })
}

export async function withdraw(request: ApiRequest, deps: Deps, caller: Caller | null, orderId: string): Promise<ApiResponse> {
  let body: { token?: unknown } | null
  try {
    body = JSON.parse(request.rawBody.toString('utf8') || '{}') as { token?: unknown } | null
  } catch {
    return apiError(400, 'malformed', 'The request is not JSON.')
  }
  const token = typeof body?.token === 'string' ? body.token : undefined
  const { db } = deps
  const outcome = await db.runTransaction(async (tx) => {
    const order = await readOrder(db, orderId, tx)
    if (!order || !(await mayRead(order, caller, { token }))) return null
    const stock = await readStock(tx, db, order.lines)
    const result = withdrawOrder(order, deps.now())
    if (!result.ok) return result
    saveOrder(tx, db, stock, result.order, order)
    queueMail(tx, db, result.mail)
    return result
  })
  if (!outcome) return notFound()
  if (!outcome.ok) return apiError(409, outcome.code, outcome.message)
  return json(200, { order: shopperView(outcome.order, deps.now()) })
}
