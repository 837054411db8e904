// Taps on marked controls (keepsEarlyTap in ./live.ts) before the app hydrates a prerendered page. The page's inline
// script (keepPrerenderedPage in ./page-scripts.ts) records the key of every tap, two taps being two, until the app
// takes them just before hydrating; from then on React handles taps itself. Once hydrated, the app taps the same
// controls again (./replay-early-taps.ts), so an 'Add to Cart' pressed while the script was still loading is not lost.

declare global {
  interface Window {
    /** Set by the prerendered page's inline script: stops recording and returns the keys tapped. */
    __takeEarlyTaps?: () => unknown
  }
}

/** Stops recording and returns the keys of the controls tapped so far (none on a page rendered by the client). */
export function takeEarlyTaps(): string[] {
  const take = window.__takeEarlyTaps
  if (typeof take !== 'function') return []
  const taps = take()
  return Array.isArray(taps) ? taps.filter((key): key is string => typeof key === 'string' && key !== '') : []
}
