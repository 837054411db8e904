// POST /api/account/claim-orders: a signed-in shopper's guest orders joined to their account, so the history
// lists them. Which orders may join is the order module's decision (claim.ts there); this reads the candidates
// and saves the joined ones in one transaction, so an order another request joined meanwhile is decided again.
import { decideClaim, parseClaimRequest } from '../orders/claim'
import { bodyErrorStatus } from '../orders/json-body'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import { orderPath, readOrders } from './order-store'
import type { Caller, Deps, DocumentStore } from './ports'

/**
 * A verified account's guest orders: placed with its email (stored lower-cased) and joined to nobody. Two equality
 * filters: Firestore serves them by merging single-field indexes, no composite index.
 */
async function guestOrderIds(store: DocumentStore, email: string): Promise<string[]> {
  const found = await store.query('orders', [
    ['uid', '==', null],
    ['email', '==', email.toLowerCase()],
  ])
  return found.map((document) => document.id)
}

export async function claimOrders(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  if (!caller) return apiError(401, 'unauthenticated', 'Sign in to add your orders to your account.')
  const parsed = parseClaimRequest(bodyText(request))
  if (!parsed.ok) return apiError(bodyErrorStatus(parsed.error), parsed.error.code, parsed.error.message)
  const sent = parsed.value.orders
  const { store } = deps
  const byEmail = caller.emailVerified && caller.email ? await guestOrderIds(store, caller.email) : []
  const ids = [...new Set([...sent.map((entry) => entry.orderId), ...byEmail])]
  const decision = await store.runTransaction(async (tx) => {
    const found = new Map((await readOrders(tx, ids)).map((order) => [order.id, order]))
    const decided = await decideClaim(caller, sent, found)
    // Only the owner changes: a status written meanwhile by the webhook is not overwritten.
    for (const order of decided.join) tx.update(orderPath(order.id), { uid: order.uid })
    return decided
  })
  return json(200, { joined: decision.joined, refused: decision.refused })
}
