import { useSyncExternalStore } from 'react'

declare global {
  interface Window {
    /** Set by a prerendered page's inline script (src/prerender/page-scripts.ts): the stored cart's count it showed. */
    __cartCountAtFirstPaint?: number
  }
}

/** Marks the element that shows the cart's count, which a prerendered page fills in before the app runs. */
export const CART_COUNT_ATTRIBUTE = 'data-cart-count'

const subscribe = () => () => {}
const unknown = () => null

/**
 * While React hydrates a prerendered page: the count the page's inline script already put on the cart button from
 * the stored cart, so that hydration renders exactly what the shopper sees. Null when prerendering, in a page the
 * app rendered itself, and once hydrated (the cart itself knows the count then).
 */
export function useCartCountAtFirstPaint(): number | null {
  return useSyncExternalStore(subscribe, unknown, () => {
    const count = typeof window === 'undefined' ? undefined : window.__cartCountAtFirstPaint
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null
  })
}
