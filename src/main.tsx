import { createBrowserHistory } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { App } from './app/app'
import { showStartupError } from './components/startup-error'
import { firebaseSettings } from './lib/firebase/settings'
import { startBackendWith } from './lib/firebase/backend-ready'
import { renderApp } from './prerender/client'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { nextTask } from './lib/next-task'
import { formatCents } from './lib/money'
import { measureRealSpeed } from './features/vitals/measure-real-speed'

async function boot(rootElement: HTMLElement) {
  // The start-up work comes in short tasks: evaluating the modules, the shop's number format, the history, creating the
  // router, loading the route, then hydrating in a transition (which yields every few milliseconds on its own).
  await nextTask()
  // Its first use loads the locale's data (money.ts): here, in a task of its own, rather than in the first render's.
  formatCents(0)
  await nextTask()
  const settings = firebaseSettings()
  if (__DEMO_BACKEND__ && settings.mode === 'mock') {
    // Only in demo builds; a build for a real project does not contain this chunk. It starts on first use.
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
  // The history first gives the page's entry a key (history.replaceState, a long call while DevTools is
  // attached), so it gets a task of its own, apart from building the router.
  const history = createBrowserHistory()
  await nextTask()
  const router = createAppRouter({ queryClient, history })
  await nextTask()
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  )
  // Hydrates a prerendered page still in place, or renders the app; a visit chosen for the real shoppers' speed is
  // measured from when it is live.
  await renderApp(rootElement, { router, queryClient, app, whenLive: () => measureRealSpeed() })
}

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error("Root element not found! Add a div with id='root' to your HTML.")

boot(rootElement).catch((error: unknown) => {
  showStartupError(rootElement, 'The shop could not start. Please reload the page.')
  console.error('The shop could not start', error)
})
