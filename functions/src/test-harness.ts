// The functions' harness (harness.ts) with Vitest's hooks: each test starts from the seeded catalog and its stock
// documents, with no orders and no sessions, both adapters on real time, and any request nobody handles fails it.
// The project's files share their modules (no isolation: loading the Admin SDK and the mock backend again for each
// file cost more than most files' tests), so every reset a test relies on is made here, before each test, and never
// by a hook a shared module registers as it loads (that would run for the first file only).
import { afterAll, afterEach, beforeEach } from 'vitest'
import { resetStripeFake } from '../../mocks/stripe/state'
import { resetAdapters } from '../../tests/support/api-adapters'
import { resetMockState } from '../../tests/support/mock-state'
import { server, setClock } from './harness'

export * from './harness'

server.listen({ onUnhandledRequest: 'error' })
beforeEach(() => {
  resetMockState()
  resetStripeFake()
  setClock(null)
  resetAdapters()
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
