// POST /api/account/claim-orders: a signed-in shopper's guest orders joined to their account, so the history
// lists them. Which orders may join is the order module's decision (claim.ts there); this reads the candidates
// and saves the joined ones in one transaction, so an order another request joined meanwhile is decided again.
import type { Firestore } from 'firebase-admin/firestore'
import { decideClaim, parseClaimRequest } from '../../src/lib/orders/claim'
import { bodyErrorStatus } from '../../src/lib/orders/json-body'
import { apiError, json, type ApiRequest, type ApiResponse, type Caller, type Deps } from './api-types'
import { orderRef, readOrders } from './order-store'

/**
 * A verified account's guest orders: placed with its email (stored lower-cased) and joined to nobody. Two equality
 * filters: Firestore serves them by merging single-field indexes, no composite index.
 */
async function guestOrderIds(db: Firestore, email: string): Promise<string[]> {
  const found = await db.collection('orders').where('uid', '==', null).where('email', '==', email.toLowerCase()).get()
  return found.docs.map((doc) => doc.id)
}

export async function claimOrders(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  if (!caller) return apiError(401, 'unauthenticated', 'Sign in to add your orders to your account.')
  const parsed = parseClaimRequest(request.rawBody.toString('utf8'))
  if (!parsed.ok) return apiError(bodyErrorStatus(parsed.error), parsed.error.code, parsed.error.message)
  const sent = parsed.value.orders
  const { db } = deps
  const byEmail = caller.emailVerified && caller.email ? await guestOrderIds(db, caller.email) : []
  const ids = [...new Set([...sent.map((entry) => entry.orderId), ...byEmail])]
  const decision = await db.runTransaction(async (tx) => {
    const found = new Map((await readOrders(db, ids, tx)).map((order) => [order.id, order]))
    const decided = await decideClaim(caller, sent, found)
    // Only the owner changes: a status written meanwhile by the webhook is not overwritten.
    for (const order of decided.join) tx.update(orderRef(db, order.id), { uid: order.uid })
    return decided
  })
  return json(200, { joined: decision.joined, refused: decision.refused })
}
