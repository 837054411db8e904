// POST /api/account/claim-orders as the demo runs it: the order module decides which guest orders join the
// caller's account (claim.ts there); after the waits (the body, the token hashes) the orders are read again and
// saved in one synchronous step, so an order joined meanwhile is never moved.
import { HttpResponse, type HttpResponseResolver } from 'msw'
import { decideClaim, parseClaimRequest } from '../../src/lib/orders/claim'
import { bodyErrorStatus } from '../../src/lib/orders/json-body'
import type { Order } from '../../src/lib/orders/order'
import { mockState, persistMockState } from '../state'
import { apiError, callerOf, unauthenticated } from './responses'
import { readOrder, saveOrder } from './store'

/** The guest orders placed with a verified email (stored lower-cased). */
const guestOrdersOf = (email: string): Order[] =>
  Object.keys(mockState().documents)
    .filter((key) => key.startsWith('orders/'))
    .map((key) => readOrder(key.slice('orders/'.length))!)
    .filter((order) => order.uid === null && order.email === email.toLowerCase())

export const claimOrders: HttpResponseResolver = async ({ request }) => {
  const caller = callerOf(request)
  if (caller === 'invalid' || caller === null) return unauthenticated()
  const parsed = parseClaimRequest(await request.text())
  if (!parsed.ok) return apiError(bodyErrorStatus(parsed.error), parsed.error.code, parsed.error.message)
  const sent = parsed.value.orders
  const found = new Map<string, Order>()
  for (const { orderId } of sent) {
    const order = readOrder(orderId)
    if (order) found.set(orderId, order)
  }
  if (caller.emailVerified && caller.email) for (const order of guestOrdersOf(caller.email)) found.set(order.id, order)
  const decision = await decideClaim(caller, sent, found)
  for (const order of decision.join) {
    const now = readOrder(order.id)
    if (now?.uid === null) saveOrder({ ...now, uid: caller.uid })
  }
  if (decision.join.length > 0) persistMockState()
  // An order another request gave to someone else while the tokens were checked is not the caller's.
  const joined = decision.joined.filter((id) => readOrder(id)?.uid === caller.uid)
  return HttpResponse.json({ joined, refused: decision.refused })
}
