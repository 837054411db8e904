// The mock backend in the browser: MSW's service worker hands every Firebase request to the same handlers the
// tests use, and the mock's state is kept in localStorage so a reload keeps accounts and documents.
import { setupWorker } from 'msw/browser'
import { whenIdle } from '../src/lib/when-idle'
import { MOCK_STATE_KEY, keepStateIn, reloadMockState } from './state'
import { claimedIfOnItsWay, whenControlled } from './worker-claim'

/** localStorage, or null where the browser blocks it (reading the property itself throws there). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * MSW's worker unregisters itself when the last page it controls unloads, and a page that starts the mock backend
 * while that happens (a second tab opened as the first navigates) finds the registration on its way out: MSW asks it
 * to update without waiting for the answer, which rejects ('Failed to update a ServiceWorker … Not found') as an
 * uncaught error in the page. The page still has the registration it found (or MSW reloads it to get a new one),
 * so that answer is taken here and dropped.
 */
function quietWorkerUpdates(): () => void {
  const prototype = globalThis.ServiceWorkerRegistration?.prototype
  if (!prototype) return () => {}
  const update = Object.getOwnPropertyDescriptor(prototype, 'update')
  if (!update || typeof update.value !== 'function') return () => {}
  const original = update.value as ServiceWorkerRegistration['update']
  Object.defineProperty(prototype, 'update', {
    ...update,
    value(this: ServiceWorkerRegistration) {
      const updating = original.call(this)
      updating.catch(() => {})
      return updating
    },
  })
  return () => Object.defineProperty(prototype, 'update', update)
}

export async function startMockBackend(): Promise<void> {
  // Without storage the demo still works, in memory, for this visit.
  keepStateIn(browserStorage(), MOCK_STATE_KEY)
  // Each tab runs the handlers in its own page, with its own copy of the state: a change made in another tab (a
  // payment, the owner's shipping) reaches this one through the storage they share, and its live listeners with it.
  window.addEventListener('storage', (event) => {
    if (event.key === MOCK_STATE_KEY) reloadMockState()
  })
  // The handlers (and the demo catalog they seed) are a chunk of their own: evaluated in a task of their own, after
  // MSW's, so that starting the mock backend on a phone is two shorter tasks rather than one long one.
  const { handlers } = await import('./handlers')
  // MSW's own beforeunload listener tells its worker the page is gone. From then on the worker sends that page's
  // requests to the network (a Listen poll or a new listener in that moment went to the real Firestore host), and
  // once no page is left it unregisters itself, so the next page (or a tab opened meanwhile) starts uncontrolled. The
  // demo always runs on the worker: this capturing listener, registered before MSW's, keeps the news from it. A page
  // really gone sends nothing more.
  window.addEventListener('beforeunload', (event) => event.stopImmediatePropagation(), { capture: true })
  // A page loaded while the worker was still installing is claimed by it in a moment: waited for, not reloaded.
  await claimedIfOnItsWay(navigator.serviceWorker)
  const worker = setupWorker(...handlers)
  const restoreUpdates = quietWorkerUpdates()
  await worker
    .start({
      // Images, scripts and anything else not Firebase go to the network as usual.
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    })
    .finally(restoreUpdates)
  // A request sent before the worker controls this page would go to the real Firebase hosts (and fail offline).
  // On a first visit the worker claims the page a moment after it is active. A page it will never claim (one whose
  // request left before the worker existed, and that arrived after the claim) is reloaded by MSW
  // (get-worker-instance in msw/browser), so nothing may be sent from it meanwhile.
  if (navigator.serviceWorker) await whenControlled(navigator.serviceWorker)
  warmApiOnBackOfficePages()
}

/**
 * The back office asks the shop's /api for nearly everything it shows and does; in the demo that /api is code in the
 * page, loaded at its first call (with the order code it shares with the functions). On a back-office page it is
 * loaded once the page is idle instead, as a server would already be running, so an owner's first press does not
 * wait for it. The shop's own pages never load it before a call needs it.
 */
function warmApiOnBackOfficePages(): void {
  if (!/^\/admin(?:\/|$)/.test(location.pathname.slice(import.meta.env.BASE_URL.length - 1))) return
  whenIdle(() => void import('./api/serve'))
}
