// Clicks on a prerendered page before the app has hydrated it. Until then its buttons do nothing, so the few
// whose click is worth keeping say so with `data-early-click="<key>"` (Add to Cart, the cart button): the page
// records those clicks and the app replays them once each button is live (src/prerender/early-clicks.ts).
import type { RefCallback } from 'react'

export const EARLY_CLICK_ATTRIBUTE = 'data-early-click'

/**
 * Set on a marked button once React has hydrated it. React hydrates a page in parts (each Suspense boundary on
 * its own), and a click on a part not hydrated yet is lost: the replay waits for this.
 */
export const EARLY_CLICK_LIVE_ATTRIBUTE = 'data-early-click-live'

/** Marks a button whose clicks before hydration are replayed after it: `<button {...earlyClick('cart')} ref={earlyClickRef}>`. */
export function earlyClick(key: string): { [EARLY_CLICK_ATTRIBUTE]: string } {
  return { [EARLY_CLICK_ATTRIBUTE]: key }
}

/** The ref of a marked button. React calls a ref only for an element it owns, so only once it is hydrated. */
export const earlyClickRef: RefCallback<HTMLElement> = (element) => {
  element?.setAttribute(EARLY_CLICK_LIVE_ATTRIBUTE, '')
}
