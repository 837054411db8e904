// GET /api/orders/<id> and POST /api/orders/<id>/withdraw. An order is shown to whoever proves a claim to it: the
// session id the success page returns with, the guest's private token, or the signed-in account that placed it.
// Anyone else gets the same 404 as for an order that does not exist.
import { tokenMatches } from '../../src/lib/orders/guest-token'
import { bodyErrorStatus, readJsonBody } from '../../src/lib/orders/json-body'
import type { Order } from '../../src/lib/orders/order'
import { canWithdraw, withdrawalEndsAt, withdrawOrder } from '../../src/lib/orders/withdrawal'
import { apiError, json, notFound, type ApiRequest, type ApiResponse, type Caller, type Deps } from './api-types'
import { queueMail, readCatalog, readOrder, saveOrder } from './order-store'
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

/**
 * The claim sent with a read: in headers, never the address's query, which request logs keep. The page's own
 * address still carries them (the payment page returns there, the mail links there); the page sends them on.
 */
const claimOf = (request: ApiRequest): Claim => ({ sessionId: request.headers['x-checkout-session'], token: request.headers['x-order-token'] })

export async function getOrder(request: ApiRequest, deps: Deps, caller: Caller | null, orderId: string): Promise<ApiResponse> {
  const found = await readOrder(deps.db, orderId)
  if (!found || !(await mayRead(found, caller, claimOf(request)))) return notFound()
  // The shopper may be back before the payment's event: the session is looked up and the same fulfilment runs.
  await catchUp(deps, found)
  return json(200, { order: shopperView((await readOrder(deps.db, orderId))!, deps.now()) })
}

export async function withdraw(request: ApiRequest, deps: Deps, caller: Caller | null, orderId: string): Promise<ApiResponse> {
  const read = readJsonBody(request.rawBody.toString('utf8'), undefined, {})
  if (!read.ok) return apiError(bodyErrorStatus(read.error), read.error.code, read.error.message)
  const body = read.value as { token?: unknown } | null
  const token = typeof body?.token === 'string' ? body.token : request.headers['x-order-token']
  const { db } = deps
  const outcome = await db.runTransaction(async (tx) => {
    const order = await readOrder(db, orderId, tx)
    if (!order || !(await mayRead(order, caller, { token }))) return null
    const catalog = await readCatalog(
      tx,
      db,
      order.lines.map((line) => line.collectionId),
    )
    const result = withdrawOrder(order, deps.now())
    if (!result.ok) return result
    saveOrder(tx, db, catalog, result.order, order)
    queueMail(tx, db, result.mail)
    return result
  })
  if (!outcome) return notFound()
  if (!outcome.ok) return apiError(409, outcome.code, outcome.message)
  return json(200, { order: shopperView(outcome.order, deps.now()) })
}
