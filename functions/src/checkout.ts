// POST /api/checkout: the request checked, re-priced from the catalog, its stock reserved from the items' stock
// documents and its pending order created in one transaction (which writes no collection document), then the
// hosted payment page opened for it. No amount in the request is read.
import { parseCheckoutRequest } from '../../src/lib/orders/checkout-request'
import { cartHash, checkAttempt, createPendingOrder, type Created, type NewOrder } from '../../src/lib/orders/create-order'
import { newOrderToken, sha256Hex } from '../../src/lib/orders/guest-token'
import { bodyErrorStatus } from '../../src/lib/orders/json-body'
import { awaitsPayment } from '../../src/lib/orders/order'
import { newOrderNumber } from '../../src/lib/orders/order-number'
import { apiError, json, type ApiRequest, type ApiResponse, type Caller, type Deps } from './api-types'
import { limitCheckouts } from './checkout-limit'
import { holdRef, orderRef, readCatalog, readOrder, readStock, toOrderData, writeStock } from './order-store'
import { endWithoutSession } from './settle'
import { sessionParams } from './stripe-session'

const REPLAY_WAITS = 20
const REPLAY_WAIT_MS = 250

type Reserved = Created | { ok: 'replay'; orderId: string } | { ok: 'reused' }

async function reserve({ db, now }: Deps, order: Omit<NewOrder, 'catalog' | 'stock' | 'now'>): Promise<Reserved> {
  const attemptRef = db.doc(`attempts/${order.request.attemptId}`)
  return db.runTransaction(async (tx) => {
    const attempt = await tx.get(attemptRef)
    const catalog = await readCatalog(
      tx,
      db,
      order.request.lines.map((line) => line.collectionId),
    )
    const stock = await readStock(tx, db, order.request.lines)
    const previous = attempt.exists ? { id: String(attempt.get('orderId')), cartHash: String(attempt.get('cartHash')) } : undefined
    const seen = checkAttempt(previous, order.cartHash)
    if (seen.kind === 'replay') return { ok: 'replay', orderId: seen.orderId }
    if (seen.kind === 'reused') return { ok: 'reused' }
    const created = createPendingOrder({ ...order, catalog, stock, now: now() })
    if (!created.ok) return created
    writeStock(tx, db, created.stock)
    tx.create(orderRef(db, created.order.id), toOrderData(created.order))
    tx.create(attemptRef, { orderId: created.order.id, cartHash: order.cartHash })
    tx.create(holdRef(db, created.order.id), { expiresAt: new Date(created.order.expiresAt) })
    return created
  })
}

/** A press of the button already served (a retry, a double click): the same payment page again. */
async function replay(deps: Deps, orderId: string): Promise<ApiResponse> {
  let order = await readOrder(deps.db, orderId)
  // The first press may still be opening the payment page: wait for it rather than send the shopper away.
  for (let wait = 0; order && awaitsPayment(order) && !order.sessionId && wait < REPLAY_WAITS; wait++) {
    await new Promise((resolve) => setTimeout(resolve, REPLAY_WAIT_MS))
    order = await readOrder(deps.db, orderId)
  }
  const closed = () => apiError(409, 'attempt-closed', 'This checkout has ended. Reload the page and try again.')
  if (!order?.sessionId)
    return order && awaitsPayment(order) ? apiError(409, 'attempt-in-progress', 'Your order is being prepared. Try again in a moment.') : closed()
  const session = await deps.stripe.checkout.sessions.retrieve(order.sessionId)
  if (session.status !== 'open' || !session.url) return closed()
  return json(200, { url: session.url })
}

export async function createCheckout(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const parsed = parseCheckoutRequest(request.rawBody.toString('utf8'), caller?.email)
  if (!parsed.ok)
    return apiError(bodyErrorStatus(parsed.error), parsed.error.code, parsed.error.message, parsed.error.line === undefined ? {} : { line: parsed.error.line })
  const checkout = parsed.value
  const uid = caller?.uid ?? null
  // The cap on what one checkout holds is in the parse above; the limit on how many a client opens is here: both
  // before anything is reserved.
  const limited = await limitCheckouts(request, deps, uid, checkout.attemptId)
  if (limited) return limited
  const token = newOrderToken()
  const reserved = await reserve(deps, {
    request: checkout,
    uid,
    orderId: newOrderNumber(),
    tokenHash: await sha256Hex(token),
    cartHash: await cartHash(checkout, uid),
  })
  if (reserved.ok === 'replay') return replay(deps, reserved.orderId)
  if (reserved.ok === 'reused') return apiError(409, 'attempt-reused', 'This attempt was made with another cart. Reload the page and try again.')
  if (!reserved.ok) return apiError(409, 'cart-changed', 'Some items in your cart changed. Nothing was charged.', { problems: reserved.problems })

  const { order } = reserved
  let session
  try {
    session = await deps.stripe.checkout.sessions.create(sessionParams(order, deps.shopUrl, token), { idempotencyKey: `checkout-${checkout.attemptId}` })
  } catch (error) {
    console.error('Creating the checkout session failed', error)
    // The payment page could not be opened: the order fails and its units go back at once.
    await endWithoutSession(deps, order.id, 'failed')
    return apiError(502, 'payment-unavailable', 'The payment page could not be opened. Nothing was charged; try again.')
  }
  await orderRef(deps.db, order.id).update({ sessionId: session.id })
  return json(200, { url: session.url })
}
