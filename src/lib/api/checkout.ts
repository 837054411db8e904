// POST /api/checkout: the cart checked and priced from the catalog, a promotion code checked and taken off, its
// units held, a pending order and its payment page. The attempt check, the re-pricing, the reservation and the new
// order are one transaction, so two shoppers racing for the last unit are served one after the other. The same
// attempt again (a retry, or Buy now after Back from the payment page with nothing changed) gets the same payment page
// while it is open; an attempt that `replaces` the shopper's last ends that one first, so a change of mind holds
// nothing twice.
import { totalUnits } from '../orders/checkout-limits'
import { parseCheckoutRequest } from '../orders/checkout-request'
import { cartHash, checkAttempt, createPendingOrder, type Created, type NewOrder } from '../orders/create-order'
import { newOrderToken, sha256Hex } from '../orders/guest-token'
import { bodyErrorStatus } from '../orders/json-body'
import { awaitsPayment } from '../orders/order'
import { newOrderNumber } from '../orders/order-number'
import { readShippingTable, SHIPPING_SETTINGS_PATH } from '../orders/shipping-table'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import { limitCheckouts } from './checkout-limit'
import { holdPromotion, promotionUseIds, readPromotionFor } from './promotion-store'
import { holdPath, orderPath, readCatalog, readOrder, readStock, toOrderData, writeStock } from './order-store'
import type { Caller, Deps } from './ports'
import { cancelPendingOrder } from './cancel'
import { endWithoutSession } from './settle'

const REPLAY_WAITS = 20
const ORDER_NUMBER_DRAWS = 3
const REPLAY_WAIT_MS = 250

type Reserved = Created | { ok: 'replay'; orderId: string } | { ok: 'reused' } | { ok: 'taken' }

type Details = Omit<NewOrder, 'catalog' | 'stock' | 'now' | 'shippingTable' | 'code'>

async function reserve({ store, now }: Deps, order: Details, useIds: string[]): Promise<Reserved> {
  const attemptPath = `attempts/${order.request.attemptId}`
  return store.runTransaction(async (tx) => {
    // The shipping table read with the cart: an owner's change applies to the next checkout, never to one made.
    const [attempt, existing, shipping] = await tx.getAll([attemptPath, orderPath(order.orderId), SHIPPING_SETTINGS_PATH])
    const catalog = await readCatalog(
      tx,
      order.request.lines.map((line) => line.collectionId),
    )
    const stock = await readStock(tx, order.request.lines)
    const promotionCode = order.request.promotionCode
    const promotion = promotionCode ? await readPromotionFor(tx, promotionCode, useIds) : null
    const previous = attempt!.data ? { id: String(attempt!.data.orderId), cartHash: String(attempt!.data.cartHash) } : undefined
    const seen = checkAttempt(previous, order.cartHash)
    if (seen.kind === 'replay') return { ok: 'replay', orderId: seen.orderId }
    if (seen.kind === 'reused') return { ok: 'reused' }
    // An order number already given (one in about a billion): the caller draws another.
    if (existing!.data) return { ok: 'taken' }
    const code = promotion && { ...promotion, useIds }
    const created = createPendingOrder({ ...order, catalog, stock, now: now(), shippingTable: readShippingTable(shipping!.data), code })
    if (!created.ok) return created
    if (code) holdPromotion(tx, created.order, now())
    writeStock(tx, created.stock)
    tx.create(orderPath(created.order.id), toOrderData(created.order))
    tx.create(attemptPath, { orderId: created.order.id, cartHash: order.cartHash })
    tx.create(holdPath(created.order.id), { expiresAt: new Date(created.order.expiresAt) })
    return created
  })
}

/** A press of the button already served (a retry, a double click): the same payment page again. */
async function replay(deps: Deps, orderId: string): Promise<ApiResponse> {
  let order = await readOrder(deps.store, orderId)
  // The first press may still be opening the payment page: wait for it rather than send the shopper away.
  for (let wait = 0; order && awaitsPayment(order) && !order.sessionId && wait < REPLAY_WAITS; wait++) {
    await new Promise((resolve) => setTimeout(resolve, REPLAY_WAIT_MS))
    order = await readOrder(deps.store, orderId)
  }
  const closed = () => apiError(409, 'attempt-closed', 'This checkout has ended. Reload the page and try again.')
  if (!order?.sessionId)
    return order && awaitsPayment(order) ? apiError(409, 'attempt-in-progress', 'Your order is being prepared. Try again in a moment.') : closed()
  const session = await deps.payments.retrieveSession(order.sessionId)
  if (session.status !== 'open' || !session.url) return closed()
  return json(200, { url: session.url })
}

/**
 * Ends the checkout of an attempt the shopper replaced, when it is still open and theirs: an account's own, or a
 * guest's (the attempt id, random and known only to the browser that made it, is what shows it is theirs).
 */
async function endReplaced(deps: Deps, attemptId: string, uid: string | null): Promise<void> {
  const orderId = (await deps.store.get(`attempts/${attemptId}`)).data?.orderId
  const order = typeof orderId === 'string' ? await readOrder(deps.store, orderId) : null
  if (order && order.uid === uid && order.attemptId === attemptId && awaitsPayment(order)) await cancelPendingOrder(deps, order.id)
}

export async function createCheckout(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const parsed = parseCheckoutRequest(bodyText(request), caller?.email)
  if (!parsed.ok)
    return apiError(bodyErrorStatus(parsed.error), parsed.error.code, parsed.error.message, parsed.error.line === undefined ? {} : { line: parsed.error.line })
  const checkout = parsed.value
  const uid = caller?.uid ?? null
  if (checkout.replaces !== undefined && checkout.replaces !== checkout.attemptId) await endReplaced(deps, checkout.replaces, uid)
  // The cap on what one checkout holds is in the parse above; the limit on how many a client opens is here: both
  // before anything is reserved.
  const cart = await cartHash(checkout, uid)
  const limited = await limitCheckouts(request, deps, uid, checkout.attemptId, totalUnits(checkout.lines), cart)
  if ('refused' in limited) return limited.refused
  // A guest's browser keeps the checkout pass it is given: its next checkouts are counted under it.
  const pass = limited.pass === null ? {} : { pass: limited.pass }
  const token = newOrderToken()
  const details = { request: checkout, uid, tokenHash: await sha256Hex(token), cartHash: cart }
  let orderId = newOrderNumber()
  const useIds = checkout.promotionCode ? await promotionUseIds(checkout.promotionCode, uid, checkout.email) : []
  let reserved = await reserve(deps, { ...details, orderId }, useIds)
  // A number already given is passed over; one that keeps coming up means the random source is broken: the
  // checkout fails rather than overwrite an order.
  for (let draws = 1; reserved.ok === 'taken'; draws++) {
    if (draws === ORDER_NUMBER_DRAWS) throw new Error(`Order ${orderId} already exists, as did the ${draws - 1} numbers drawn before it`)
    orderId = newOrderNumber()
    reserved = await reserve(deps, { ...details, orderId }, useIds)
  }
  if (reserved.ok === 'replay') return replay(deps, reserved.orderId)
  if (reserved.ok === 'reused') return apiError(409, 'attempt-reused', 'This attempt was made with another cart. Reload the page and try again.')
  if (!reserved.ok && 'promotion' in reserved) return apiError(409, 'promotion-refused', reserved.promotion)
  if (!reserved.ok && 'noShipping' in reserved) return apiError(400, 'bad-country', 'We do not ship to this country. Choose another one.')
  if (!reserved.ok) return apiError(409, 'cart-changed', 'Some items in your cart changed. Nothing was charged.', { problems: reserved.problems })

  const { order } = reserved
  let session
  try {
    session = await deps.payments.createSession(order, token, `checkout-${checkout.attemptId}`)
  } catch (error) {
    console.error('Creating the checkout session failed', error)
    // The payment page could not be opened: the order fails and its units go back at once.
    await endWithoutSession(deps, order.id, 'failed')
    return apiError(502, 'payment-unavailable', 'The payment page could not be opened. Nothing was charged; try again.')
  }
  await deps.store.runTransaction(async (tx) => tx.update(orderPath(order.id), { sessionId: session.id }))
  return json(200, { url: session.url, ...pass })
}
