// Clicks on a prerendered page's buttons before the app has hydrated it. index.html records them (as each
// button's position among the page's buttons) until the app takes them, just before hydrating; from then on
// React handles clicks itself, even before hydration has finished. Once hydrated, the app clicks the same buttons
// again, so an 'Add to Cart' pressed while the script was still loading is not lost.

declare global {
  interface Window {
    /** Set by index.html's inline script on a prerendered page: stops recording and returns what was clicked. */
    __takeEarlyClicks?: () => unknown
  }
}

/** Stops recording and returns the positions of the buttons clicked so far (none on a page rendered by the client). */
export function takeEarlyClicks(): number[] {
  const take = window.__takeEarlyClicks
  if (typeof take !== 'function') return []
  const clicks = take()
  return Array.isArray(clicks) ? clicks.filter((index): index is number => Number.isInteger(index) && index >= 0) : []
}

/** Clicks the buttons again, in order, in the hydrated page. The buttons are found first: a click may add some. */
export function replayEarlyClicks(root: HTMLElement, clicks: readonly number[]): void {
  if (clicks.length === 0) return
  const buttons = root.querySelectorAll('button')
  const targets = clicks.map((index) => buttons[index])
  for (const button of targets) {
    if (button?.isConnected && !button.disabled) button.click()
  }
}
