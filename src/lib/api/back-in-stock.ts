// POST /api/back-in-stock: a shopper asks to be mailed once when a sold-out variant is back, and POST
// /api/back-in-stock/unsubscribe: the link in that mail cancels it and every other request of the address. Both
// under App Check as every shopper's call (router.ts). A request is stored once per variant and address (asking
// again changes nothing and counts nothing); a client (an account, or a guest's address block) makes at most
// REQUESTS_PER_WINDOW new ones a window, counted as checkouts are (`limits/`), and an address waits for at most
// WAITING_PER_EMAIL at once. Clients never read or write these documents (firestore.rules).
import { isComplete, offers, stockKey } from '../catalog/variant'
import {
  BACK_IN_STOCK_CONSENT,
  REQUESTS_PER_WINDOW,
  WAITING_PER_EMAIL,
  alertId,
  alertKey,
  emailHashOf,
  parseAlertRequest,
  unitsForSale,
} from '../orders/back-in-stock'
import { CHECKOUT_WINDOW_MS } from '../orders/checkout-limits'
import { admitCheckout, checkoutWindow } from '../orders/checkout-window'
import { addressBlock, countKey, forwardedClient } from '../orders/client-key'
import { sha256Hex } from '../orders/guest-token'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { storedStock } from '../orders/stock-document'
import { stockDocumentId } from '../orders/stock-id'
import { findItem } from '../orders/catalog-snapshot'
import { ALERTS } from './back-in-stock-mail'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import { readCatalog } from './order-store'
import type { Caller, Deps } from './ports'

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/

export async function requestBackInStock(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const body = readJsonBody(bodyText(request))
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const parsed = parseAlertRequest(body.value)
  if (!parsed.ok) return apiError(400, parsed.code, parsed.message)
  const { collectionId, itemId, variant, path } = parsed.value
  // A signed-in shopper is mailed at their account's address, whatever the body says.
  const email = caller?.email ? caller.email.trim().toLowerCase() : parsed.value.email
  if (!email) return apiError(400, 'email-required', 'Enter your email address.')
  const key = alertKey(collectionId, itemId, variant)
  const id = await alertId(key, email)
  const emailHash = await emailHashOf(email)
  const now = deps.now()
  const address = forwardedClient(request.headers['x-forwarded-for'], deps.trustedProxies)
  const client = caller ? `alert-uid:${caller.uid}` : `alert-ip:${address === null ? 'unknown' : addressBlock(address)}`
  const window = checkoutWindow(await countKey(client), now)
  const waiting = await deps.store.query(
    ALERTS,
    [
      ['emailHash', '==', emailHash],
      ['status', '==', 'waiting'],
    ],
    WAITING_PER_EMAIL + 1,
  )
  const outcome = await deps.store.runTransaction(async (tx) => {
    const [alert, limit, stock] = await tx.getAll([`${ALERTS}/${id}`, `limits/${window.id}`, `stock/${stockDocumentId(collectionId, itemId)}`])
    const item = findItem(await readCatalog(tx, [collectionId]), collectionId, itemId)
    if (!item || !isComplete(item, variant) || !offers(item, variant)) return 'no-item' as const
    if (alert!.data?.status === 'waiting') return 'stored' as const
    if (unitsForSale(storedStock(stock!.data), stockKey(variant)) > 0) return 'in-stock' as const
    if (waiting.filter((other) => other.id !== id).length >= WAITING_PER_EMAIL) return 'too-many' as const
    const attempts = Array.isArray(limit!.data?.attempts) ? limit!.data.attempts.map(String) : []
    const admitted = admitCheckout(attempts, id, window, now, { most: REQUESTS_PER_WINDOW, starts: REQUESTS_PER_WINDOW })
    if (!admitted.ok) return { retryAfter: admitted.retryAfterSeconds }
    tx.set(`limits/${window.id}`, { attempts: admitted.attempts, expiresAt: new Date(window.endsAt.getTime() + CHECKOUT_WINDOW_MS) })
    tx.set(`${ALERTS}/${id}`, {
      key,
      collectionId,
      itemId,
      variant,
      path,
      email,
      emailHash,
      uid: caller?.uid ?? null,
      status: 'waiting',
      consent: BACK_IN_STOCK_CONSENT,
      createdAt: now,
    })
    return 'stored' as const
  })
  if (outcome === 'stored') return json(200, { email, waiting: true })
  if (outcome === 'no-item') return apiError(404, 'not-found', 'The shop does not sell this item in that size and colour.')
  if (outcome === 'in-stock') return apiError(409, 'in-stock', 'It is in stock now: add it to your cart.')
  if (outcome === 'too-many')
    return apiError(409, 'too-many-requests', `This address already waits for ${WAITING_PER_EMAIL} items; we will write as they come back.`)
  const minutes = Math.ceil(outcome.retryAfter / 60)
  return {
    ...apiError(
      429,
      'too-many-requests',
      `Too many requests came from your connection. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
    ),
    headers: { 'Retry-After': String(outcome.retryAfter) },
  }
}

export async function unsubscribeBackInStock(request: ApiRequest, deps: Deps): Promise<ApiResponse> {
  const body = readJsonBody(bodyText(request))
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const token = (body.value as { token?: unknown } | null)?.token
  const unknown = () => apiError(404, 'not-found', 'This link is not one the shop sent, or it was cut short: open it from the email again.')
  if (typeof token !== 'string' || !TOKEN_FORMAT.test(token)) return unknown()
  const [found] = await deps.store.query(ALERTS, [['unsubscribeHash', '==', await sha256Hex(token)]], 1)
  const emailHash = found?.data?.emailHash
  if (!found || typeof emailHash !== 'string') return unknown()
  const waiting = await deps.store.query(ALERTS, [
    ['emailHash', '==', emailHash],
    ['status', '==', 'waiting'],
  ])
  const paths = [...new Set([found.id, ...waiting.map((document) => document.id)])].map((id) => `${ALERTS}/${id}`)
  const cancelled = await deps.store.runTransaction(async (tx) => {
    const documents = await tx.getAll(paths)
    let count = 0
    documents.forEach((document, index) => {
      const data = document.data
      if (!data || data.status === 'cancelled') return
      if (data.status === 'waiting') count++
      // Cancelled: what finds it again (its key, the address's hash, the link's hash) stays; the address goes.
      const { key, emailHash: hash, unsubscribeHash } = data
      tx.set(paths[index]!, { key, emailHash: hash, ...(unsubscribeHash ? { unsubscribeHash } : {}), status: 'cancelled', cancelledAt: deps.now() })
    })
    return count
  })
  return json(200, { cancelled })
}
