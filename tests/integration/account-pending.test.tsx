// Its own file: React.lazy keeps the Auth chunk once loaded, so this needs a fresh module graph.
import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { createMockAccount } from '../support/mock-accounts'
import { holdBackend, renderApp, signInBeforeRender } from './harness'

it('shows a returning shopper a calm loading state on /account until Auth answers, never the sign-in page', async () => {
  await createMockAccount({ email: 'ann@example.com', password: 'secret123', displayName: 'Ann' })
  await signInBeforeRender('ann@example.com', 'secret123')
  // Auth waits for the backend, which answers only when the test says so.
  const answer = holdBackend()
  const { history } = await renderApp('/account')
  const visited: string[] = [history.location.pathname]
  const stop = history.subscribe(({ location }) => void visited.push(location.pathname))
  expect(screen.getByText('Loading your account')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'ACCOUNT' })).not.toBeInTheDocument()
  expect(screen.queryByRole('region', { name: 'I already have an account' })).not.toBeInTheDocument()
  // The header offers no ACCOUNT link either until Auth answers.
  expect(screen.queryByRole('link', { name: 'ACCOUNT' })).not.toBeInTheDocument()

  answer()
  expect(await screen.findByRole('heading', { level: 1, name: 'ACCOUNT' }, { timeout: 3000 })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'ACCOUNT' })).toHaveAttribute('href', '/account')
  stop()
  expect(visited.every((path) => path === '/account')).toBe(true)
})
