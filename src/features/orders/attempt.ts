// One id per press of the order button, kept until the shopper changes what they buy: a retry or a second click
// of the same attempt gets the same order from the server, never a second one.
export const newAttemptId = (): string => crypto.randomUUID().replaceAll('-', '')

const HOLD_KEY = 'checkout-held-until'

/** Remembers until when the order's units are held, for the shopper who comes back from the payment page without paying. */
export function rememberHold(until: Date): void {
  try {
    sessionStorage.setItem(HOLD_KEY, until.toISOString())
  } catch {
    // Without storage the page says the items are held, without a time.
  }
}

export function heldUntil(): Date | null {
  try {
    const stored = sessionStorage.getItem(HOLD_KEY)
    const time = stored ? new Date(stored) : null
    return time && !Number.isNaN(time.getTime()) ? time : null
  } catch {
    return null
  }
}
