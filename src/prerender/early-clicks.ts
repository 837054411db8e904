// Clicks on marked buttons (src/lib/early-clicks.ts) before the app hydrates a prerendered page. The page's inline
// script (keepPrerenderedPage in ./page-scripts.ts) records the key of every click, two taps being two clicks, until
// the app takes them just before hydrating; from then on React handles clicks itself. Once hydrated, the app clicks
// the same buttons again, so an 'Add to Cart' pressed while the script was still loading is not lost. (A product
// page's size and colour are native radios: hydration finds them checked, see useEarlyChoice.)
import { EARLY_CLICK_ATTRIBUTE, EARLY_CLICK_LIVE_ATTRIBUTE } from '../lib/early-clicks'

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

/** The marked button for `key`, if the page has one. */
const buttonFor = (root: HTMLElement, key: string) =>
  [...root.querySelectorAll<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}]`)].find((element) => element.getAttribute(EARLY_CLICK_ATTRIBUTE) === key)

/**
 * Clicks the buttons again, in order, once every one of them is live (hydrated: React hydrates a page in parts, and
 * drops a click on a part it has not hydrated yet), or after `timeoutMs` with those that are. A key no longer on
 * the page, or a disabled button, is skipped.
 */
export async function replayEarlyClicks(root: HTMLElement, keys: readonly string[], { timeoutMs = 5000 } = {}): Promise<void> {
  const live = (key: string) => buttonFor(root, key)?.hasAttribute(EARLY_CLICK_LIVE_ATTRIBUTE) ?? true
  const deadline = performance.now() + timeoutMs
  while (!keys.every(live) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 16))
  for (const key of keys) {
    const button = buttonFor(root, key)
    if (button instanceof HTMLButtonElement && !button.disabled && button.hasAttribute(EARLY_CLICK_LIVE_ATTRIBUTE)) button.click()
  }
}
