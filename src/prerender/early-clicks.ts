// Clicks on marked buttons (src/lib/early-clicks.ts) before the app hydrates a prerendered page. The page's inline
// script (keepPrerenderedPage in ./page-scripts.ts) records the keys clicked, one per burst of repeated taps on the
// same button, until the app takes them just before hydrating; from then on React handles clicks itself. Once
// hydrated, the app clicks the same buttons again, so an 'Add to Cart' pressed while the script was still loading
// is not lost.
import { EARLY_CLICK_ATTRIBUTE } from '../lib/early-clicks'

declare global {
  interface Window {
    /** Set by the prerendered page's inline script: stops recording and returns the keys clicked. */
    __takeEarlyClicks?: () => unknown
  }
}

/** Stops recording and returns the keys of the buttons clicked so far (none on a page rendered by the client). */
export function takeEarlyClicks(): string[] {
  const take = window.__takeEarlyClicks
  if (typeof take !== 'function') return []
  const clicks = take()
  return Array.isArray(clicks) ? clicks.filter((key): key is string => typeof key === 'string' && key !== '') : []
}

/** Clicks the buttons again, in order, in the hydrated page; a key no longer on the page, or disabled, is skipped. */
export function replayEarlyClicks(root: HTMLElement, keys: readonly string[]): void {
  for (const key of keys) {
    const button = [...root.querySelectorAll<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}]`)].find((element) => element.getAttribute(EARLY_CLICK_ATTRIBUTE) === key)
    if (button instanceof HTMLButtonElement && !button.disabled) button.click()
  }
}
