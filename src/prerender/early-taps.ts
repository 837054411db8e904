// Taps on marked buttons (keepsEarlyTap in ./live.ts) before the app hydrates a prerendered page. The page's inline
// script (keepPrerenderedPage in ./page-scripts.ts) records the key of every tap, two taps being two, until the app
// takes them just before hydrating; from then on React handles taps itself. Once hydrated, the app taps the same
// buttons again, so an 'Add to Cart' pressed while the script was still loading is not lost.
import { EARLY_TAP_ATTRIBUTE, TAP_LIVE_ATTRIBUTE, onTapTargetLive } from './live'

declare global {
  interface Window {
    /** Set by the prerendered page's inline script: stops recording and returns the keys tapped. */
    __takeEarlyTaps?: () => unknown
  }
}

/** Stops recording and returns the keys of the buttons tapped so far (none on a page rendered by the client). */
export function takeEarlyTaps(): string[] {
  const take = window.__takeEarlyTaps
  if (typeof take !== 'function') return []
  const taps = take()
  return Array.isArray(taps) ? taps.filter((key): key is string => typeof key === 'string' && key !== '') : []
}

/** The marked button for `key`, if the page has one. */
const buttonFor = (root: HTMLElement, key: string) =>
  [...root.querySelectorAll<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}]`)].find((element) => element.getAttribute(EARLY_TAP_ATTRIBUTE) === key)

/**
 * Taps the buttons again, in order, as soon as every one of them is live (hydrated: React hydrates a page in parts,
 * and drops a click on a part it has not hydrated yet), or after `timeoutMs` those that are. A key no longer on the
 * page, or a disabled button, is skipped.
 */
export function replayEarlyTaps(root: HTMLElement, keys: readonly string[], { timeoutMs = 5000 } = {}): Promise<void> {
  const live = (key: string) => buttonFor(root, key)?.hasAttribute(TAP_LIVE_ATTRIBUTE) ?? true
  return new Promise((resolve) => {
    let done = false
    const replay = () => {
      if (done) return
      done = true
      stop()
      clearTimeout(timer)
      for (const key of keys) {
        const button = buttonFor(root, key)
        if (button instanceof HTMLButtonElement && !button.disabled && button.hasAttribute(TAP_LIVE_ATTRIBUTE)) button.click()
      }
      resolve()
    }
    const replayIfLive = () => {
      if (keys.every(live)) replay()
    }
    // A button becomes live while React commits its part of the page: tap it once that commit is over.
    const stop = onTapTargetLive(() => setTimeout(replayIfLive))
    const timer = setTimeout(replay, timeoutMs)
    replayIfLive()
  })
}
