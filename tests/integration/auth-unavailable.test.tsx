// Its own file: React.lazy keeps the Auth chunk once loaded, so this needs a fresh module graph.
import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { startBackendWith } from '../../src/lib/firebase/backend-ready'
import { expectConsoleError } from '../setup/dom'
import { createMockAccount } from '../support/mock-accounts'
import { renderApp, signInBeforeRender } from './harness'

it('lets a returning shopper carry on as a visitor when Auth cannot load, instead of a blank page', async () => {
  await createMockAccount({ email: 'ann@example.com', password: 'secret123' })
  await signInBeforeRender('ann@example.com', 'secret123')
  startBackendWith(() => Promise.reject(new Error('offline')))
  expectConsoleError(/Sign-in is unavailable/)
  await renderApp('/')
  expect(await screen.findByRole('link', { name: 'SIGN IN' })).toBeInTheDocument()
  expect(screen.getByRole('navigation', { name: 'Collections' })).toBeInTheDocument()
})
