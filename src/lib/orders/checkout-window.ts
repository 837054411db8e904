// How many new checkouts a client has opened in the current window, and whether one more may open. Each window
// is one stored document per client key (`limits/<key>-<window>` in Firestore, written in a transaction), so
// every instance of the functions counts against the same number; an instance's memory would count only what
// that instance saw. The attempt ids are kept rather than a bare count: a retry or a double click sends the same
// attempt again and is never counted twice.
import { CHECKOUT_WINDOW_MS, CHECKOUTS_PER_WINDOW, STARTS_PER_WINDOW } from './checkout-limits'

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

/** The seconds until the window ends, at least one: what a refused client is told to wait (Retry-After). */
export const waitOf = (window: CheckoutWindow, now: Date) => Math.max(1, Math.ceil((window.endsAt.getTime() - now.getTime()) / 1000))

/** A wait in words, in whole minutes rounded up: 'a minute', '12 minutes'. */
export function minutesWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? 'a minute' : `${minutes} minutes`
}

/**
 * One more checkout in a window that has seen `attempts`: admitted (and the attempts to store), or refused. At most
 * `most` of them still open (those in `ended` hold nothing), and at most `starts` in all.
 */
export function admitCheckout(
  attempts: readonly string[],
  attemptId: string,
  window: CheckoutWindow,
  now: Date,
  { most = CHECKOUTS_PER_WINDOW, starts = STARTS_PER_WINDOW, ended = [] }: { most?: number; starts?: number; ended?: readonly string[] } = {},
): Admission {
  if (attempts.includes(attemptId)) return { ok: true, attempts: [...attempts] }
  const open = attempts.filter((attempt) => !ended.includes(attempt))
  if (open.length < most && attempts.length < starts) return { ok: true, attempts: [...attempts, attemptId] }
  return { ok: false, retryAfterSeconds: waitOf(window, now) }
}

export type UnitsAdmission = { ok: true; held: Record<string, number> } | { ok: false; retryAfterSeconds: number }

/**
 * One more checkout of `units` in a window whose checkouts held `held` (units by attempt id), up to `most` units in
 * all; those in `ended` hold nothing now.
 */
export function admitUnits(
  held: Readonly<Record<string, number>>,
  attemptId: string,
  units: number,
  window: CheckoutWindow,
  now: Date,
  most: number,
  ended: readonly string[] = [],
): UnitsAdmission {
  if (attemptId in held) return { ok: true, held: { ...held } }
  const total = Object.entries(held).reduce((sum, [attempt, count]) => sum + (ended.includes(attempt) ? 0 : count), 0)
  return total + units <= most ? { ok: true, held: { ...held, [attemptId]: units } } : { ok: false, retryAfterSeconds: waitOf(window, now) }
}

/** Who a refusal counted: the shopper's `account`, a guest's `browser` (its checkout pass), or their `connection`. */
export type CountedBy = 'account' | 'browser' | 'connection'

/** What a refused shopper reads. */
export function tooManyCheckoutsMessage(retryAfterSeconds: number, by: CountedBy = 'connection'): string {
  const from = by === 'browser' ? 'this browser' : `your ${by}`
  return `Too many checkouts were started from ${from}. Please try again in ${minutesWords(retryAfterSeconds)}, or finish one already open.`
}
