// The mock backend in the browser: MSW's service worker hands every Firebase request to the same handlers the
// tests use, and the mock's state is kept in localStorage so a reload keeps accounts and documents.
import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { MOCK_STATE_KEY, keepStateIn } from './state'

/** localStorage, or null where the browser blocks it (reading the property itself throws there). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export async function startMockBackend(): Promise<void> {
  // Without storage the demo still works, in memory, for this visit.
  keepStateIn(browserStorage(), MOCK_STATE_KEY)
  const worker = setupWorker(...handlers)
  await worker.start({
    // Images, scripts and anything else not Firebase go to the network as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}
