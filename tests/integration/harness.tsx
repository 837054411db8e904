// Renders the real app (route tree, providers, Firebase SDK) on a memory history, against the MSW mock
// backend started by tests/setup/msw.ts.
import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import type { QueryClient } from '@tanstack/react-query'
import { setLogLevel } from 'firebase/firestore/lite'
import { afterEach, expect } from 'vitest'
import { App } from '../../src/app/app'
import { firebaseAuth } from '../../src/lib/firebase/auth'
import { savedUserKey } from '../../src/lib/firebase/settings'
import { createQueryClient } from '../../src/app/query-client'
import { createAppRouter } from '../../src/app/router'

setLogLevel('silent')

let lastQueryClient: QueryClient | undefined

export async function renderApp(path = '/') {
  const queryClient = createQueryClient({ retry: 0 })
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
 * Signs the SDK in before the app renders, as a returning shopper would be. In Node the SDK keeps the session
 * in memory, so the marker a browser would find in localStorage is written by hand.
 */
export async function signInBeforeRender(email: string, password: string) {
  const credential = await signInWithEmailAndPassword(firebaseAuth(), email, password)
  localStorage.setItem(savedUserKey(), JSON.stringify({ uid: credential.user.uid }))
  return credential.user
}

afterEach(async () => {
  // Let requests in flight (a user document being created, say) finish before the session ends.
  const client = lastQueryClient
  if (client) await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0), { timeout: 3000 })
  lastQueryClient = undefined
  await signOut(firebaseAuth())
  localStorage.clear()
})
