// How many promotion codes a client may be refused in a window, so nobody can try codes until one works. A code that
// applies is never counted: a shopper who applies theirs again and again is never stopped. Counted as the checkouts
// are (checkout-limit.ts), in `limits/<key>-<window>` documents clients cannot read or write, under a hash: a
// signed-in shopper by account, a guest by their address block.
import { checkoutWindow, minutesWords, waitOf, type CheckoutWindow } from '../orders/checkout-window'
import { CHECKOUT_WINDOW_MS } from '../orders/checkout-limits'
import { addressBlock, countKey, forwardedClient } from '../orders/client-key'
import { apiError, type ApiRequest, type ApiResponse } from './http'
import type { Deps } from './ports'

/** Refused codes a client may be told of in one window (30 minutes): many more than a shopper mistypes. */
export const CODE_REFUSALS_PER_WINDOW = 20

export interface CodeGuesses {
  /** The 429 to answer when the client was refused too many codes already in this window. */
  refused: ApiResponse | null
  /** Counts one more refused code against the client. */
  countRefusal: () => Promise<void>
}

/** The client's window of refused codes: read once, before the code is looked at. */
export async function codeGuesses(request: ApiRequest, deps: Deps, uid: string | null): Promise<CodeGuesses> {
  const now = deps.now()
  const address = forwardedClient(request.headers['x-forwarded-for'], deps.trustedProxies)
  const key = uid !== null ? `codes-uid:${uid}` : `codes-ip:${address === null ? 'unknown' : addressBlock(address)}`
  const window: CheckoutWindow = checkoutWindow(await countKey(key), now)
  const path = `limits/${window.id}`
  const refusals = Number((await deps.store.get(path)).data?.refusals) || 0
  const seconds = waitOf(window, now)
  return {
    refused:
      refusals < CODE_REFUSALS_PER_WINDOW
        ? null
        : {
            ...apiError(429, 'too-many-codes', `Too many codes were tried from here. Please try again in ${minutesWords(seconds)}.`),
            headers: { 'Retry-After': String(seconds) },
          },
    countRefusal: () =>
      deps.store.runTransaction(async (tx) => {
        tx.increment(path, { refusals: 1 })
        tx.set(path, { expiresAt: new Date(window.endsAt.getTime() + CHECKOUT_WINDOW_MS) }, { merge: true })
      }),
  }
}
