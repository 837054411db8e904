// The prerendered page's two inline scripts. Each is a self-contained function (it runs in the page, not in this
// module: it may use only its arguments and the browser's globals) written into the page as its source, called
// with arguments that are the same on every page, so every page carries the same two scripts.

/** `<script>` source that calls `script` with `args` (JSON; `<` escaped so that none can end the script). */
export function inlineScript<Args extends unknown[]>(script: (...args: Args) => void, ...args: Args): string {
  const values = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c'))
  return `(${script.toString()})(${values.join(', ')})`
}

/**
 * Runs right after the prerendered markup, before any module. Pages are prerendered for an anonymous visitor at
 * their own path: when this page is a fallback for another path, or when Firebase Auth has a saved user (a
 * signed-in shopper must not see the anonymous header first), it clears the markup and the app renders instead.
 * Otherwise, until the app hydrates the page its buttons do nothing: clicks on those marked with
 * `earlyClickAttribute` are remembered, repeated taps on one button within a second as one, and the app replays
 * them once hydrated (./early-clicks.ts).
 */
export function keepPrerenderedPage(savedUserPrefix: string, earlyClickAttribute: string): void {
  const root = document.getElementById('root')
  // The path the page was prerendered for is in the markup, so this script is the same on every page.
  const route = root?.getAttribute('data-route')
  if (!root || !route) return
  let keep: boolean
  try {
    keep = decodeURIComponent(location.pathname.replace(/(.)\/$/, '$1')) === decodeURIComponent(route)
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i)?.startsWith(savedUserPrefix)) keep = false
    }
  } catch {
    keep = false
  }
  if (!keep) {
    root.replaceChildren()
    return
  }
  const clicks: string[] = []
  let last: { key: string | null; at: number } = { key: null, at: 0 }
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(`[${earlyClickAttribute}]`) : null
    const key = button?.getAttribute(earlyClickAttribute)
    if (!button || !key || !root.contains(button)) return
    if (key !== last.key || event.timeStamp - last.at > 1000) clicks.push(key)
    last = { key, at: event.timeStamp }
  }
  document.addEventListener('click', remember, true)
  window.__takeEarlyClicks = () => {
    document.removeEventListener('click', remember, true)
    window.__takeEarlyClicks = undefined
    return clicks
  }
}

/**
 * Imports the app's script once the first frame is on screen (the second animation frame comes after it is
 * presented): the page is readable without JavaScript, so on a slow network its HTML, styles and first images come
 * first. If the script cannot be fetched (the connection dropped), the page stays readable and its links work, but
 * its buttons never will: say so above the page.
 */
export function loadApp(entry: string): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      setTimeout(() =>
        import(/* @vite-ignore */ entry).catch(() => {
          const note = document.createElement('p')
          note.setAttribute('role', 'alert')
          note.style.cssText =
            'margin:0;padding:0.75rem 1rem;background:#fdf2f1;border-bottom:2px solid #b42318;font-family:system-ui,sans-serif;text-align:center'
          note.textContent = 'The shop could not finish loading, so its buttons do not work yet. Check your connection, then reload the page.'
          document.body.prepend(note)
        }),
      ),
    ),
  )
}
