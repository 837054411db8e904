// Renders the real app (route tree, providers, Firebase SDK) on a memory history, against the MSW mock
// backend started by tests/setup/msw.ts.
import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import type { QueryClient } from '@tanstack/react-query'
import { setLogLevel } from 'firebase/firestore/lite'
import { getFirestore, terminate } from 'firebase/firestore'
import { afterAll, afterEach, expect } from 'vitest'
import { App } from '../../src/app/app'
import { firebaseApp } from '../../src/lib/firebase/app'
import { firebaseAuth } from '../../src/lib/firebase/auth'
import { startBackendWith } from '../../src/lib/firebase/backend-ready'
import { savedUserKey } from '../../src/lib/firebase/settings'
import { createQueryClient } from '../../src/app/query-client'
import { createAppRouter } from '../../src/app/router'

setLogLevel('silent')
// A signed-in shopper's pages load the full Firestore SDK for their live documents: loaded once here, so no test's
// first render waits for the module to be compiled.
await import('../../src/lib/firebase/live-documents')

let lastQueryClient: QueryClient | undefined

/** `before` prepares the query client before the app starts (a prerendered page's snapshot, say). */
export async function renderApp(path = '/', { before }: { before?: (queryClient: QueryClient) => void } = {}) {
  const queryClient = createQueryClient({ retry: 0 })
  before?.(queryClient)
  lastQueryClient = queryClient
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter({ queryClient, history })
  const user = userEvent.setup()
  const view = render(<App router={router} queryClient={queryClient} />)
  // The router renders once the first auth state is known.
  await screen.findByRole('banner')
  return { ...view, router, queryClient, user, history }
}

/**
 * Waits until the app has no query fetching and no mutation running: a signed-in shopper's user document, say,
 * written after the first render. A test that counts the requests of what it does next starts from here.
 */
export async function backendSettled(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0), { timeout: 3000 })
}

/**
 * Signs the SDK in before the app renders, as a returning shopper would be. In Node the SDK keeps the session
 * in memory, so the marker a browser would find in localStorage is written by hand.
 */
export async function signInBeforeRender(email: string, password: string) {
  const credential = await signInWithEmailAndPassword(firebaseAuth(), email, password)
  localStorage.setItem(savedUserKey(), JSON.stringify({ uid: credential.user.uid }))
  return credential.user
}

/**
 * Holds the backend, as a slow network does: Firebase calls wait until the returned function lets them through.
 * After each test the backend answers at once again.
 */
export function holdBackend(): () => void {
  let release = () => {}
  startBackendWith(() => new Promise<void>((resolve) => (release = resolve)))
  return () => release()
}

afterEach(async () => {
  // A test may have held the backend, or made it fail: the next one starts with a backend that answers.
  startBackendWith(() => Promise.resolve())
  // Let requests in flight (a user document being created, say) finish before the session ends.
  const client = lastQueryClient
  if (client) await backendSettled(client)
  lastQueryClient = undefined
  await signOut(firebaseAuth())
  localStorage.clear()
  sessionStorage.clear()
})

afterAll(async () => {
  // The live documents' channel closes with a beacon: sent while the mock backend still answers it.
  await terminate(getFirestore(firebaseApp()))
  await new Promise((resolve) => setTimeout(resolve, 50))
})
