// The functions' harness (harness.ts) with Vitest's hooks: each test starts from the seeded catalog and its stock
// documents, with no orders and no sessions, and any request nobody handles fails it.
import { afterAll, afterEach, beforeEach } from 'vitest'
import { resetStripeFake } from '../../mocks/stripe/state'
import { resetMockState } from '../../tests/support/mock-state'
import { server, setClock } from './harness'

export * from './harness'

server.listen({ onUnhandledRequest: 'error' })
beforeEach(() => {
  resetMockState()
  resetStripeFake()
  setClock(null)
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
