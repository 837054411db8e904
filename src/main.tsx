import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { showStartupError } from './components/startup-error'
import { ConfigError } from './lib/firebase/config'
import { firebaseSettings } from './lib/firebase/settings'
import { setBackendReady } from './lib/firebase/backend-ready'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

async function boot(rootElement: HTMLElement) {
  const settings = firebaseSettings()
  if (settings.mode === 'mock') {
    // Only in demo builds; a build for a real project never loads this chunk. The page renders meanwhile.
    const starting = import('../mocks/browser').then(({ startMockBackend }) => startMockBackend())
    starting.catch((error: unknown) => console.error('The mock backend could not start', error))
    setBackendReady(starting)
  }
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient })
  createRoot(rootElement).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  )
}

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error("Root element not found! Add a div with id='root' to your HTML.")

boot(rootElement).catch((error: unknown) => {
  showStartupError(rootElement, error instanceof ConfigError ? error.message : 'The shop could not start. Please reload the page.')
  throw error
})
