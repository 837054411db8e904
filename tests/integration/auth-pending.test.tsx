// Its own file: React.lazy keeps the Auth chunk once loaded, so this needs a fresh module graph.
import { screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { AUTH_PATIENCE_MS } from '../../src/features/auth/auth-state-provider'
import { createMockAccount } from '../support/mock-accounts'
import { holdBackend, renderApp, signInBeforeRender } from './harness'

it('shows a returning shopper the page at once with a neutral header, the visitor view after a while, then the account when Auth answers', async () => {
  await createMockAccount({ email: 'ann@example.com', password: 'secret123', displayName: 'Ann' })
  await signInBeforeRender('ann@example.com', 'secret123')
  // Auth waits for the backend, which answers only when the test says so (a slow network).
  const answer = holdBackend()
  const started = performance.now()
  await renderApp('/')
  // The page is there while Auth has not answered; the header offers neither SIGN IN nor SIGN OUT.
  expect(screen.getByRole('navigation', { name: 'Collections' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'SHOP' })).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'SIGN IN' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'SIGN OUT' })).not.toBeInTheDocument()

  // Auth is still silent: the visitor's view, after about AUTH_PATIENCE_MS.
  await screen.findByRole('link', { name: 'SIGN IN' }, { timeout: AUTH_PATIENCE_MS + 2000 })
  expect(performance.now() - started).toBeGreaterThanOrEqual(AUTH_PATIENCE_MS - 100)

  // Auth answers at last: the header corrects itself.
  answer()
  expect(await screen.findByRole('button', { name: 'SIGN OUT' }, { timeout: 5000 })).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('link', { name: 'SIGN IN' })).not.toBeInTheDocument())
}, 20_000)
