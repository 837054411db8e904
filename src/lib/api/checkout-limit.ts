// The per-client limit on new checkouts, counted in the store (`limits/<key>-<window>`) in one transaction for all
// the caller's keys, so concurrent requests on any instance see each other's counts. Clients never read or write
// these documents (firestore.rules); `expiresAt` lets a TTL policy delete them once their window is over.
import { admitCheckout, checkoutWindow, tooManyCheckoutsMessage } from '../orders/checkout-window'
import { CHECKOUT_WINDOW_MS } from '../orders/checkout-limits'
import { clientKeys, forwardedClient } from '../orders/client-key'
import { apiError, type ApiRequest, type ApiResponse } from './http'
import type { Deps } from './ports'

/** Null when the checkout may go on; otherwise the 429 to answer. */
export async function limitCheckouts(request: ApiRequest, deps: Deps, uid: string | null, attemptId: string): Promise<ApiResponse | null> {
  const now = deps.now()
  const keys = await clientKeys(forwardedClient(request.headers['x-forwarded-for'], deps.proxyHops), uid)
  const windows = keys.map((key) => checkoutWindow(key, now))
  const refused = await deps.store.runTransaction(async (tx) => {
    const paths = windows.map((window) => `limits/${window.id}`)
    const stored = await tx.getAll(paths)
    const admissions = stored.map((document, index) => {
      const attempts = document.data?.attempts
      return admitCheckout(Array.isArray(attempts) ? attempts.map(String) : [], attemptId, windows[index]!, now)
    })
    const refusal = admissions.find((admission) => !admission.ok)
    if (refusal) return refusal.retryAfterSeconds
    admissions.forEach((admission, index) => {
      if (admission.ok) tx.set(paths[index]!, { attempts: admission.attempts, expiresAt: new Date(windows[index]!.endsAt.getTime() + CHECKOUT_WINDOW_MS) })
    })
    return null
  })
  if (refused === null) return null
  return {
    ...apiError(429, 'too-many-checkouts', tooManyCheckoutsMessage(refused, uid === null ? 'connection' : 'account')),
    headers: { 'Retry-After': String(refused) },
  }
}
