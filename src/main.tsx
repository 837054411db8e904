import { hydrate, type QueryClient } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { showStartupError } from './components/startup-error'
import { ConfigError } from './lib/firebase/config'
import { firebaseSettings } from './lib/firebase/settings'
import { startBackendWith } from './lib/firebase/backend-ready'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

/** The catalog snapshot a prerendered page carries (see scripts/prerender.mjs); bad data is ignored. */
function restorePrerenderedQueries(queryClient: QueryClient) {
  const text = document.getElementById('prerendered-queries')?.textContent
  if (!text) return
  try {
    hydrate(queryClient, JSON.parse(text))
  } catch (error) {
    console.warn('Ignoring the prerendered data', error)
  }
}

async function boot(rootElement: HTMLElement) {
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
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(rootElement, app)
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
