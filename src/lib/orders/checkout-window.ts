// How many new checkouts a client has opened in the current window, and whether one more may open. Each window
// is one stored document per client key (`limits/<key>-<window>` in Firestore, written in a transaction), so
// every instance of the functions counts against the same number; an instance's memory would count only what
// that instance saw. The attempt ids are kept rather than a bare count: a retry or a double click sends the same
// attempt again and is never counted twice.
import { CHECKOUT_WINDOW_MS, CHECKOUTS_PER_WINDOW } from './checkout-limits'

export interface CheckoutWindow {
  /** The stored document's id: the client key and the window's number. */
  id: string
  /** When the window ends: a refused client may try again then. */
  endsAt: Date
}

/** The window `now` falls in, for one client key. Fixed windows: at most twice the limit across a boundary. */
export function checkoutWindow(key: string, now: Date): CheckoutWindow {
  const index = Math.floor(now.getTime() / CHECKOUT_WINDOW_MS)
  return { id: `${key}-${index}`, endsAt: new Date((index + 1) * CHECKOUT_WINDOW_MS) }
}

export type Admission = { ok: true; attempts: string[] } | { ok: false; retryAfterSeconds: number }

/** One more checkout in a window that has seen `attempts`: admitted (and the attempts to store), or refused. */
export function admitCheckout(attempts: readonly string[], attemptId: string, window: CheckoutWindow, now: Date): Admission {
  if (attempts.includes(attemptId)) return { ok: true, attempts: [...attempts] }
  if (attempts.length < CHECKOUTS_PER_WINDOW) return { ok: true, attempts: [...attempts, attemptId] }
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt.getTime() - now.getTime()) / 1000)) }
}

/** What a refused shopper reads: counted by their `account` when signed in, else by their `connection`. */
export function tooManyCheckoutsMessage(retryAfterSeconds: number, by: 'account' | 'connection' = 'connection'): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Too many checkouts were started from your ${by}. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}, or finish one already open.`
}
