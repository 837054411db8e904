import { StrictMode, startTransition, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { showStartupError } from './components/startup-error'
import { replayEarlyClicks, takeEarlyClicks } from './prerender/early-clicks'
import { useHydrated } from './lib/use-hydrated'
import { ConfigError } from './lib/firebase/config'
import { firebaseSettings } from './lib/firebase/settings'
import { restorePrerenderedQueries } from './prerender/prerendered-queries'
import { startBackendWith } from './lib/firebase/backend-ready'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

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

/** Ends the current task so the browser can respond (and the page's blocking time stays low); the rest runs later. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

async function boot(rootElement: HTMLElement) {
  // The start-up work comes in short tasks: evaluating the modules, creating the router, loading the route,
  // then hydrating in a transition (which yields every few milliseconds on its own).
  await yieldToBrowser()
  const settings = firebaseSettings()
  if (settings.mode === 'mock') {
    // Only in demo builds; a build for a real project never loads this chunk. It starts on first use.
    startBackendWith(async () => {
      try {
        const { startMockBackend } = await import('../mocks/browser')
        await startMockBackend()
      } catch (error) {
        console.error('The mock backend could not start', error)
        throw error
      }
    })
  }
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient })
  restorePrerenderedQueries(queryClient)
  await yieldToBrowser()
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  )
  // A prerendered page still in place (index.html clears it for a signed-in shopper or another path) is
  // hydrated once its route has loaded, so what the shopper already sees stays on screen.
  if (rootElement.hasAttribute('data-route') && rootElement.firstElementChild) {
    router.update({ ...router.options, context: { auth: { user: null }, queryClient } })
    // Marks the router as hydrating server output, as TanStack's own SSR client does: its match tree then has
    // the same shape as on the server (no client-only Suspense wrapper around the root match).
    ;(router as unknown as { ssr?: { manifest: undefined } }).ssr = { manifest: undefined }
    await router.load()
    // Clicks so far were only recorded (index.html); from here React handles them, and replays these once hydrated.
    const earlyClicks = takeEarlyClicks()
    const replay = () => replayEarlyClicks(rootElement, earlyClicks.splice(0))
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(rootElement, <AfterHydration effect={replay}>{app}</AfterHydration>)
    })
  } else {
    // A transition lets React yield while it renders the first page.
    startTransition(() => createRoot(rootElement).render(app))
  }
}

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error("Root element not found! Add a div with id='root' to your HTML.")

boot(rootElement).catch((error: unknown) => {
  showStartupError(rootElement, error instanceof ConfigError ? error.message : 'The shop could not start. Please reload the page.')
  console.error('The shop could not start', error)
})
