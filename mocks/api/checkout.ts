// POST /api/checkout: createCheckout as the demo runs it. Everything that waits (reading the body, hashing) comes
// first; the attempt check, the re-pricing, the reservation and the new order then happen in one synchronous
// step, as one transaction would, so two shoppers racing for the last unit are served one after the other.
import { HttpResponse, type HttpResponseResolver } from 'msw'
import { parseCheckoutRequest } from '../../src/lib/orders/checkout-request'
import { cartHash, checkAttempt, createPendingOrder } from '../../src/lib/orders/create-order'
import { newOrderToken, sha256Hex } from '../../src/lib/orders/guest-token'
import { bodyErrorStatus } from '../../src/lib/orders/json-body'
import { persistMockState } from '../state'
import { limitCheckouts } from './limits'
import { apiError, callerOf, unauthenticated } from './responses'
import { createSession, expireDueSessions, payPagePath } from './sessions'
import { applyStockWrites, catalogSnapshot, newOrderId, orderByAttempt, readOrder, saveOrder, stockSnapshot } from './store'

export const createCheckout: HttpResponseResolver = async ({ request }) => {
  const caller = callerOf(request)
  if (caller === 'invalid') return unauthenticated()
  const parsed = parseCheckoutRequest(await request.text(), caller?.email)
  if (!parsed.ok)
    return apiError(bodyErrorStatus(parsed.error), parsed.error.code, parsed.error.message, parsed.error.line === undefined ? {} : { line: parsed.error.line })
  const checkout = parsed.value
  const uid = caller?.uid ?? null
  // The cap on what one checkout holds is in the parse above; the per-client limit here: both before any reserving.
  const limited = await limitCheckouts(request, uid, checkout.attemptId)
  if (limited) return limited
  const hash = await cartHash(checkout, uid)
  const token = newOrderToken()
  const tokenHash = await sha256Hex(token)

  expireDueSessions()
  const attempt = checkAttempt(orderByAttempt(checkout.attemptId), hash)
  if (attempt.kind === 'reused') return apiError(409, 'attempt-reused', 'This attempt was made with another cart. Reload the page and try again.')
  if (attempt.kind === 'replay') return HttpResponse.json({ url: payPagePath(readOrder(attempt.orderId)!.sessionId!) })

  const created = createPendingOrder({
    request: checkout,
    catalog: catalogSnapshot(),
    stock: stockSnapshot(checkout.lines),
    uid,
    orderId: newOrderId(),
    tokenHash,
    cartHash: hash,
    now: new Date(),
  })
  if (!created.ok) return apiError(409, 'cart-changed', 'Some items in your cart changed. Nothing was charged.', { problems: created.problems })
  const session = createSession(created.order, new URL(request.url).origin, token)
  applyStockWrites(created.stock)
  saveOrder({ ...created.order, sessionId: session.id })
  persistMockState()
  return HttpResponse.json({ url: payPagePath(session.id) })
}
