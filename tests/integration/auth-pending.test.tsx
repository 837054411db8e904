// Its own file: React.lazy keeps the Auth chunk once loaded, so this needs a fresh module graph. How long the header
// waits for Auth is timed in src/features/auth/auth-state-provider.test.tsx.
import { screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { createMockAccount } from '../support/mock-accounts'
import { holdBackend, renderApp, signInBeforeRender } from './harness'

it('shows a returning shopper the page at once with a neutral header, then the account once Auth answers', async () => {
  await createMockAccount({ email: 'ann@example.com', password: 'secret123', displayName: 'Ann' })
  await signInBeforeRender('ann@example.com', 'secret123')
  // Auth waits for the backend, which starts only when the test says so (a busy device).
  const answer = holdBackend()
  await renderApp('/')
  // The page is there while Auth has not answered; the header offers neither SIGN IN nor SIGN OUT.
  expect(screen.getByRole('navigation', { name: 'Collections' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'SHOP' })).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'SIGN IN' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'SIGN OUT' })).not.toBeInTheDocument()

  // The backend starts at last: the account, with no visitor's header on the way.
  answer()
  expect(await screen.findByRole('button', { name: 'SIGN OUT' }, { timeout: 5000 })).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('link', { name: 'SIGN IN' })).not.toBeInTheDocument())
}, 20_000)
