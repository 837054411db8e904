// The per-client limit on new checkouts as the demo counts it: the same windows and documents
// (`limits/<key>-<window>`) the functions keep in Firestore, read and written in one synchronous step. The
// demo's shoppers are one browser; a test names other clients with X-Forwarded-For, which the demo, having no
// proxy in front of it, takes at its last entry.
import { admitCheckout, checkoutWindow, tooManyCheckoutsMessage } from '../../src/lib/orders/checkout-window'
import { CHECKOUT_WINDOW_MS } from '../../src/lib/orders/checkout-limits'
import { clientKeys, forwardedClient } from '../../src/lib/orders/client-key'
import { nextCommitTime } from '../firestore/time'
import { decodeFields, encodeFields } from '../firestore/values'
import { mockState, persistMockState } from '../state'
import { apiError } from './responses'

/** Null when the checkout may go on; otherwise the 429 to answer. */
export async function limitCheckouts(request: Request, uid: string | null, attemptId: string) {
  const now = new Date()
  const keys = await clientKeys(forwardedClient(request.headers.get('x-forwarded-for') ?? undefined, 0), uid)
  const windows = keys.map((key) => checkoutWindow(key, now))
  const documents = mockState().documents
  const admissions = windows.map((window) => {
    const stored = documents[`limits/${window.id}`]
    const attempts = stored ? decodeFields(stored.fields).attempts : []
    return admitCheckout(Array.isArray(attempts) ? attempts.map(String) : [], attemptId, window, now)
  })
  const refusal = admissions.find((admission) => !admission.ok)
  if (refusal) {
    const seconds = refusal.retryAfterSeconds
    const answer = apiError(429, 'too-many-checkouts', tooManyCheckoutsMessage(seconds))
    answer.headers.set('Retry-After', String(seconds))
    return answer
  }
  admissions.forEach((admission, index) => {
    if (!admission.ok) return
    const key = `limits/${windows[index]!.id}`
    const time = nextCommitTime().text
    const expiresAt = new Date(windows[index]!.endsAt.getTime() + CHECKOUT_WINDOW_MS)
    documents[key] = { fields: encodeFields({ attempts: admission.attempts, expiresAt }), createTime: documents[key]?.createTime ?? time, updateTime: time }
  })
  persistMockState()
  return null
}
