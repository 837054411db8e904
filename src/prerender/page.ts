// Turns the client build's index.html into a prerendered page: the route's markup (with the router's hydration
// scripts) in the root element, its styles and title in the head, and the page's two inline scripts
// (./page-scripts.ts) in place of the app's module script. Those two are the same on every page and in every build;
// firebase.json's Content-Security-Policy lists their hashes, and each page's own for the router's.
import { CART_COUNT_FIELD, CART_STORAGE_KEY } from '../features/cart/cart-storage'
import { MAX_UNITS } from '../features/cart/cart-reducer'
import { CART_COUNT_ATTRIBUTE } from '../features/cart/components/cart-icon'
import { SAVED_USER_PREFIX } from '../lib/firebase/settings'
import { EARLY_TAP_ATTRIBUTE } from './live'
import { SHELL_ATTRIBUTE, inlineScript, keepPrerenderedPage, loadApp, type KeepPageOptions, type StoredCartFormat } from './page-scripts'

const EMPTY_ROOT = '<div id="root"></div>'
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const ENTRY_ATTRIBUTE = 'data-entry'
const TITLE = /<title>([^<]*)<\/title>/
const HEAD_TAGS = /<meta [^>]*>|<link rel="canonical"[^>]*>/g
const DESCRIPTION = /^<meta name="description"/
const TEMPLATE_DESCRIPTION = /\s*<meta name="description"[^>]*>/

/**
 * The id of the script that keeps or clears the page (keepPrerenderedPage). The head asks the browser not to paint
 * before that script has run (`<link rel="expect" blocking="render">`): a page that arrives in parts would otherwise
 * show the markup it is about to clear (the anonymous visitor's header, to a signed-in shopper) or a cart count of 0
 * for a frame, and the header would move when the app renders.
 */
const PAGE_CHECK_ID = 'page-check'

/** Marks a root element whose markup holds for any query (RenderedRoute.anyQuery). */
const ANY_QUERY_ATTRIBUTE = 'data-any-query'

/** Where the app stores the cart's count (src/features/cart/cart-storage.ts). */
export const STORED_CART: StoredCartFormat = {
  key: CART_STORAGE_KEY,
  countField: CART_COUNT_FIELD,
  maxCount: MAX_UNITS,
  countAttribute: CART_COUNT_ATTRIBUTE,
}

const KEEP_PAGE: KeepPageOptions = {
  savedUserPrefix: SAVED_USER_PREFIX,
  earlyTapAttribute: EARLY_TAP_ATTRIBUTE,
  anyQueryAttribute: ANY_QUERY_ATTRIBUTE,
  shellAttribute: SHELL_ATTRIBUTE,
  cart: STORED_CART,
}

export interface RenderedRoute {
  /** The path the page was rendered for, such as '/shop/bags'. */
  path: string
  /** The app's markup, as React rendered it into the root element. */
  html: string
  /** `<style>` elements with the styles the markup uses. */
  styles: string
  /**
   * The markup is the same whatever the address's query asks (a product page shows no choice until the app runs), so
   * the page is hydrated with any query; other pages with a query are rendered by the app in their frame
   * (keepPrerenderedPage).
   */
  anyQuery?: boolean
  /** Script files to fetch while the HTML is read (./module-preloads.ts), as `<link rel="modulepreload">` in the head. */
  preloads?: readonly string[]
}

export function prerenderedPage(template: string, { path, html, styles, anyQuery = false, preloads = [] }: RenderedRoute): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`)
  const [entryScript, entry] = template.match(ENTRY_SCRIPT) ?? []
  if (!entryScript || !entry) throw new Error('index.html has no module entry script')
  // React renders the route's <title>, <meta> and canonical <link> in place; they belong in the head (React adopts
  // them there when it hydrates). React escapes '>' in attribute values, so a tag ends at the first '>'.
  const title = html.match(TITLE)?.[1]
  const headTags = html.match(HEAD_TAGS) ?? []
  const body = html.replace(new RegExp(TITLE, 'g'), '').replace(HEAD_TAGS, '')
  // Replacements are functions: `$&` or `$'` in a product name must stay text. data-route lets the page tell when
  // it is served as a fallback for another path (keepPrerenderedPage).
  const root =
    `<div id="root" data-route="${path}"${anyQuery ? ` ${ANY_QUERY_ATTRIBUTE}` : ''}>${body}</div>` +
    `<script id="${PAGE_CHECK_ID}">${inlineScript(keepPrerenderedPage, KEEP_PAGE)}</script>`
  let page = template.replace(entryScript, () => `<script type="module" ${ENTRY_ATTRIBUTE}="${entry}">${inlineScript(loadApp, ENTRY_ATTRIBUTE)}</script>`)
  page = page.replace(EMPTY_ROOT, () => root)
  if (title !== undefined) page = page.replace(TITLE, () => `<title>${title}</title>`)
  // The page's own description replaces the template's.
  if (headTags.some((tag) => DESCRIPTION.test(tag))) page = page.replace(TEMPLATE_DESCRIPTION, '')
  // At low priority: the page's own frame paints first, and nothing else on it is loading meanwhile.
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
  const head = [...headTags, `<link rel="expect" href="#${PAGE_CHECK_ID}" blocking="render">`, ...links].map((tag) => `\n    ${tag}`).join('')
  return page.replace('</head>', () => `${head}${styles}\n  </head>`)
}
