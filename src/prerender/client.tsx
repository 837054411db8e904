// The browser's side of prerendering: hydrates a prerendered page through TanStack Router's SSR client
// (`hydrate`), or renders the app when the page has no prerendered markup (the development server, or a page that
// keepPrerenderedPage in ./page-scripts.ts cleared or emptied to its frame).
import type { QueryClient } from '@tanstack/react-query'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { startTransition, useEffect, type ReactNode } from 'react'
import type { AppRouter } from '../app/router'
import { takeEarlyTaps } from './early-taps'
import { LIVE_ATTRIBUTE, useHydrated } from './live'
import { SHELL_ATTRIBUTE } from './page-scripts'
import { restorePrerenderedQueries } from './prerendered-queries'
import { prerenderedState, type PrerenderedData } from './state'

// Asked for while the entry's modules run, so it is there by the time hydration needs it. Under a DevTools client
// the Errors react-dom's body creates make V8 re-parse every function on their stack; imported so, that stack is
// react-dom's body and a one-line module, in a task apart from the other modules (./react-dom-client.ts).
const reactDomClient = import('./react-dom-client')

/**
 * Runs `effect` once the prerendered page is hydrated and has re-rendered with this browser's state (the stored
 * cart, see useHydrated). A wrapper, not a sibling: a sibling would change the ids `useId` gives, which then
 * would not match the prerendered HTML.
 */
function AfterHydration({ effect, children }: { effect: () => void; children: ReactNode }) {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) effect()
  }, [hydrated, effect])
  return children
}

/**
 * Says on the page that the app now handles it (`<html data-live>`): before, a prerendered page only looks ready.
 * Browser tests wait for it, and so do the styles that only the prerendered page needs.
 */
function markLive(): void {
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, '')
}

/**
 * Shows `app` (the router's and query client's app) in `rootElement`: hydrates the prerendered page still in place
 * once its route has loaded, so what the shopper already sees stays on screen; otherwise renders it.
 */
export async function renderApp(
  rootElement: HTMLElement,
  { router, queryClient, app, whenLive }: { router: AppRouter; queryClient: QueryClient; app: ReactNode; whenLive?: () => void },
): Promise<void> {
  let live = false
  const markLiveOnce = () => {
    if (live) return
    live = true
    markLive()
    whenLive?.()
  }
  const state = prerenderedState()
  const prerendered = rootElement.hasAttribute('data-route') && rootElement.firstElementChild !== null
  // keepPrerenderedPage emptied the page to its frame: the query asks for another list than the one prerendered.
  const frame = Boolean(state) && prerendered && rootElement.hasAttribute(SHELL_ATTRIBUTE)
  if (!state || !prerendered || frame) {
    // A shop page rendered here (a signed-in shopper's, or another path's) starts from its catalog snapshot too.
    restorePrerenderedQueries(queryClient, state?.dehydratedData?.queries)
    if (frame) {
      // The visitor is anonymous (keepPrerenderedPage checked). The route loads first, from that snapshot, so the
      // app's first commit, which replaces the frame with the same frame, shows the whole page.
      router.update({ context: { auth: { user: null }, queryClient } })
      await router.load()
    } else if (prerendered) {
      // Without its state the markup cannot be hydrated: render afresh.
      rootElement.replaceChildren()
    }
    const { createRoot } = await reactDomClient
    // A transition lets React yield while it renders the first page.
    startTransition(() => createRoot(rootElement).render(<AfterHydration effect={markLiveOnce}>{app}</AfterHydration>))
    return
  }
  // The page was prerendered for an anonymous visitor, and nobody is signed in (keepPrerenderedPage).
  router.update({
    context: { auth: { user: null }, queryClient },
    hydrate: (data: PrerenderedData | undefined) => void restorePrerenderedQueries(queryClient, data?.queries),
  })
  // Takes the matches the server rendered from what the router's scripts left on the page, restores the query
  // snapshot (the `hydrate` option above) and loads the routes' code: the router's tree then has the server's shape.
  // Then, as the router's own RouterClient does, it tells those scripts hydration is over, so they let go of the
  // state.
  await hydrate(router).finally(() => window.$_TSR?.h())
  // Hydration runs no loader: what the page must read live at once (a product page's price and stock) is asked for
  // now, so the answer comes while React hydrates rather than after (decision record 029).
  for (const match of router.state.matches) match.staticData.readAtStart?.(queryClient, match.params)
  const { hydrateRoot } = await reactDomClient
  // Taps so far were only recorded (./page-scripts.ts); from here React handles them, and replays these once
  // hydrated.
  const earlyTaps = takeEarlyTaps()
  // Fetched while React hydrates, so the replay can start as soon as hydration is over: until then, a size tapped on
  // a page whose address names another shows the address's.
  const replayCode = earlyTaps.length > 0 ? import('./replay-early-taps') : null
  const replay = () => {
    const taps = earlyTaps.splice(0)
    const replayed = replayCode
      ? replayCode
          .then(({ replayEarlyTaps, routerSettled }) => replayEarlyTaps(rootElement, taps, { settled: () => routerSettled(router) }))
          .catch((error: unknown) => console.error('The taps made before the page was live could not be replayed', error))
      : Promise.resolve()
    void replayed.finally(markLiveOnce)
  }
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(rootElement, <AfterHydration effect={replay}>{app}</AfterHydration>)
  })
}
