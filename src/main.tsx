// Before react-dom loads: its top-level Error objects, created outside its module body (see vite.config.ts).
import 'virtual:react-dom-errors'
import { showStartupError } from './components/startup-error'
import { ConfigError } from './lib/firebase/config'
import { firebaseSettings } from './lib/firebase/settings'
import { startBackendWith } from './lib/firebase/backend-ready'
import { yieldToBrowser } from './lib/yield-to-browser'

async function boot(rootElement: HTMLElement) {
  // Evaluating the code is most of the start-up work on a phone, so it comes in steps, each a task of its own with the
  // browser free in between: React, then the libraries (router, query, Emotion), then the app (./start.tsx), which
  // then hydrates in a transition (yielding every few milliseconds on its own). The steps cost no round trips: a
  // prerendered page asks for every file they need at once (data-preload on the entry, see loadApp).
  await import('react-dom/client')
  await yieldToBrowser()
  await import('@tanstack/react-router')
  await yieldToBrowser()
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
  const { startApp } = await import('./start')
  await startApp(rootElement)
}

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error("Root element not found! Add a div with id='root' to your HTML.")

boot(rootElement).catch((error: unknown) => {
  showStartupError(rootElement, error instanceof ConfigError ? error.message : 'The shop could not start. Please reload the page.')
  console.error('The shop could not start', error)
})
