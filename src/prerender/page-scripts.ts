// The prerendered page's two inline scripts. Each is a self-contained function (it runs in the page, not in this
// module: it may use only its arguments and the browser's globals) written into the page as its source, called
// with arguments that are the same on every page, so every page carries the same two scripts.

/** `<script>` source that calls `script` with `args` (JSON; `<` escaped so that none can end the script). */
export function inlineScript<Args extends unknown[]>(script: (...args: Args) => void, ...args: Args): string {
  const values = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c'))
  return `(${script.toString()})(${values.join(', ')})`
}

/** Marks a root element whose page keepPrerenderedPage emptied to its frame, for the app to render into. */
export const SHELL_ATTRIBUTE = 'data-shell'

/**
 * Where the page's inline script finds the count of the stored cart: the app stores it beside the lines, as it
 * read them (src/features/cart/cart-storage.ts), so the script never reads a line.
 */
export interface StoredCartFormat {
  /** The localStorage key of the cart. */
  key: string
  /** The stored object's field that holds the count. */
  countField: string
  /** The most items a cart holds: a stored count above it is not the app's. */
  maxCount: number
  /** The attribute that marks the cart button's count. */
  countAttribute: string
}

/** What keepPrerenderedPage needs to know of the app: the same on every page. */
export interface KeepPageOptions {
  /** The prefix of Firebase Auth's localStorage keys for a saved user. */
  savedUserPrefix: string
  /** The attribute that marks a control whose taps are kept (./live.ts). */
  earlyTapAttribute: string
  /** The attribute of a root element whose markup holds for any query. */
  anyQueryAttribute: string
  /** The attribute the script sets on a root element it emptied to its frame. */
  shellAttribute: string
  cart: StoredCartFormat
}

/**
 * Runs right after the prerendered markup, before any module. Pages are prerendered for an anonymous visitor at
 * their own path: when this page is a fallback for another path, or when Firebase Auth has a saved user (a
 * signed-in shopper must not see the anonymous header first), it clears the markup and the app renders instead.
 * When only the address's query does not match (a collection's filters, a search: `?q=bag`) and the page is not
 * marked with `anyQueryAttribute`, it keeps the page's frame (the header) and empties its main region, marking
 * the root with `shellAttribute`: the app renders the page into it (./client.tsx).
 * Otherwise it puts the stored cart's count (which the app stores with it) on the cart button before the first paint (hydration leaves it, and the
 * cart button then shows the cart's own), and until the app hydrates the page, whose buttons do nothing yet, it
 * records every tap on those marked with `earlyTapAttribute`; the app replays them once hydrated
 * (./replay-early-taps.ts), so taps made before and after give the same cart.
 */
export function keepPrerenderedPage({ savedUserPrefix, earlyTapAttribute, anyQueryAttribute, shellAttribute, cart }: KeepPageOptions): void {
  const root = document.getElementById('root')
  // The path the page was prerendered for is in the markup, so this script is the same on every page.
  const route = root?.getAttribute('data-route')
  if (!root || !route) return
  let frame: boolean
  let keep = false
  try {
    frame = decodeURIComponent(location.pathname.replace(/(.)\/$/, '$1')) === decodeURIComponent(route)
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i)?.startsWith(savedUserPrefix)) frame = false
    }
    // A query (a collection page's filters, `?color=navy`) asks for a list the page was not prerendered with; a
    // page marked with anyQueryAttribute (a product page: its choice applies once the app runs) holds for any query.
    keep = frame && (location.search === '' || root.hasAttribute(anyQueryAttribute))
  } catch {
    frame = false
  }
  const main = frame && !keep ? root.querySelector('main') : null
  if (main) {
    main.replaceChildren()
    root.setAttribute(shellAttribute, '')
  } else if (!keep) {
    root.replaceChildren()
    return
  }
  // The count the app stored with the cart. A cart stored by an older version has none: it shows 0 until the app,
  // which stores the count when it first reads such a cart, runs.
  let count = 0
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(cart.key) ?? 'null')
    const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>)[cart.countField] : undefined
    if (Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= cart.maxCount) count = value as number
  } catch {
    count = 0
  }
  const countElement = root.querySelector(`[${cart.countAttribute}]`)
  const cartButton = countElement?.closest('button')
  if (countElement && cartButton) {
    countElement.textContent = String(count)
    cartButton.setAttribute('aria-label', `Cart, ${count} ${count === 1 ? 'item' : 'items'}`)
  }
  // The app renders a frame afresh: nothing of it is hydrated, so there is nothing to replay.
  if (!keep) return
  // Every tap counts: two taps on Add to Cart add two, as they would once the page is live.
  const taps: string[] = []
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(`[${earlyTapAttribute}]`) : null
    const key = button?.getAttribute(earlyTapAttribute)
    if (button && key && root.contains(button)) taps.push(key)
  }
  document.addEventListener('click', remember, true)
  window.__takeEarlyTaps = () => {
    document.removeEventListener('click', remember, true)
    window.__takeEarlyTaps = undefined
    return taps
  }
}

/**
 * Imports the app's script once the first frame is on screen (the second animation frame comes after it is
 * presented): the page is readable without JavaScript, so on a slow network its HTML, styles and first images come
 * first. If the script cannot be fetched (the connection dropped), the page stays readable and its links work, but
 * its buttons never will: say so above the page. The script's path is in its `entryAttribute`, not in its source:
 * the source, and so its hash in the Content-Security-Policy (firebase.json), stays the same from build to build.
 */
export function loadApp(entryAttribute: string): void {
  const entry = document.querySelector(`script[${entryAttribute}]`)?.getAttribute(entryAttribute)
  if (!entry) return
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
