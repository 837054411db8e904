// Clicks on a prerendered page before the app has hydrated it. Until then its buttons do nothing, so the few
// whose click is worth keeping say so with `data-early-click="<key>"` (Add to Cart, the cart button): the page
// records those clicks and the app replays them once hydrated (src/prerender/early-clicks.ts).

export const EARLY_CLICK_ATTRIBUTE = 'data-early-click'

/** Marks a button whose clicks before hydration are replayed after it: `<button {...earlyClick('cart')}>`. */
export function earlyClick(key: string): { [EARLY_CLICK_ATTRIBUTE]: string } {
  return { [EARLY_CLICK_ATTRIBUTE]: key }
}
