// Renders the real app (route tree, providers, Firebase SDK) on a memory history, against the MSW mock
// backend started by tests/setup/msw.ts.
import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { signOut } from 'firebase/auth'
import { setLogLevel } from 'firebase/firestore/lite'
import { afterEach } from 'vitest'
import catalog from '../../mocks/data/catalog.json'
import { App } from '../../src/app'
import { firebaseAuth } from '../../src/lib/firebase/auth'
import { createQueryClient } from '../../src/query-client'
import { createAppRouter } from '../../src/router'

setLogLevel('silent')

export async function renderApp(path = '/') {
  const queryClient = createQueryClient({ retry: 0 })
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter({ queryClient, history })
  const user = userEvent.setup()
  const view = render(<App router={router} queryClient={queryClient} />)
  // The router renders once the first auth state is known.
  await screen.findByRole('banner')
  return { ...view, router, queryClient, user, history }
}

afterEach(async () => {
  await signOut(firebaseAuth())
  localStorage.clear()
})

export const demoCatalog = catalog

export function demoCollection(title: string) {
  const collection = catalog.find((c) => c.title === title)
  if (!collection) throw new Error(`No demo collection ${title}`)
  return collection
}

/** Whole-dollar and cents prices, formatted as the shop does: '$25', '$24.99', '$129.50'. */
export function money(cents: number): string {
  const rest = cents % 100
  return `$${Math.floor(cents / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`
}
