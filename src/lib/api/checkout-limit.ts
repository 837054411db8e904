// The per-client limit on new checkouts, counted in the store (`limits/<key>-<window>`) in one transaction for all
// the caller's keys, so concurrent requests on any instance see each other's counts. Clients never read or write
// these documents (firestore.rules); `expiresAt` lets a TTL policy delete them once their window is over.
import { admitCheckout, checkoutWindow, tooManyCheckoutsMessage } from '../orders/checkout-window'
import { CHECKOUT_WINDOW_MS } from '../orders/checkout-limits'
import { clientKeys, forwardedClient } from '../orders/client-key'
import { awaitsPayment } from '../orders/order'
import { apiError, type ApiRequest, type ApiResponse } from './http'
import { readOrder } from './order-store'
import type { Deps } from './ports'

/** Null when the checkout may go on; otherwise the 429 to answer. */
export async function limitCheckouts(request: ApiRequest, deps: Deps, uid: string | null, attemptId: string): Promise<ApiResponse | null> {
  const now = deps.now()
  const keys = await clientKeys(forwardedClient(request.headers['x-forwarded-for'], deps.proxyHops), uid)
  const windows = keys.map((key) => checkoutWindow(key, now))
  const refused = await deps.store.runTransaction(async (tx): Promise<{ seconds: number; attempts: string[] } | null> => {
    const paths = windows.map((window) => `limits/${window.id}`)
    const stored = await tx.getAll(paths)
    const admissions = stored.map((document, index) => {
      const attempts = document.data?.attempts
      return admitCheckout(Array.isArray(attempts) ? attempts.map(String) : [], attemptId, windows[index]!, now)
    })
    const refused = admissions.findIndex((admission) => !admission.ok)
    const refusal = admissions[refused]
    if (refusal && !refusal.ok) {
      const attempts = stored[refused]!.data?.attempts
      return { seconds: refusal.retryAfterSeconds, attempts: Array.isArray(attempts) ? attempts.map(String) : [] }
    }
    admissions.forEach((admission, index) => {
      if (admission.ok) tx.set(paths[index]!, { attempts: admission.attempts, expiresAt: new Date(windows[index]!.endsAt.getTime() + CHECKOUT_WINDOW_MS) })
    })
    return null
  })
  if (refused === null) return null
  const open = uid === null ? null : await openCheckoutOf(deps, uid, refused.attempts)
  const message = tooManyCheckoutsMessage(refused.seconds, uid === null ? 'connection' : 'account')
  return { ...apiError(429, 'too-many-checkouts', message, open ? { openCheckout: open } : {}), headers: { 'Retry-After': String(refused.seconds) } }
}

/**
 * The payment page of the account's newest checkout still open, offered with the refusal instead of a wait. Only to
 * the account that opened it: a guest's count is their address's, and another person's checkout is not theirs.
 */
async function openCheckoutOf(deps: Deps, uid: string, attempts: string[]): Promise<string | null> {
  for (const attemptId of [...attempts].reverse()) {
    const orderId = (await deps.store.get(`attempts/${attemptId}`)).data?.orderId
    const order = typeof orderId === 'string' ? await readOrder(deps.store, orderId) : null
    if (!order || order.uid !== uid || !awaitsPayment(order) || !order.sessionId) continue
    const session = await deps.payments.retrieveSession(order.sessionId)
    if (session.status === 'open' && session.url) return session.url
  }
  return null
}
