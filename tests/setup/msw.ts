// Started at the top level, not in beforeAll: firebase/auth's Node build captures `fetch` when it is imported.
import { afterAll, afterEach, expect } from 'vitest'
import { server } from '../../mocks/node'
import { resetMockState } from '../support/mock-state'

server.listen({ onUnhandledRequest: 'error' })
// Each file starts from the state each test ends in: the seed, with the test owners listed.
resetMockState()

// onUnhandledRequest: 'error' alone does not fail a test whose caller swallows the request error.
const unhandled: string[] = []
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`)
})

afterEach(() => {
  server.resetHandlers()
  resetMockState()
  const seen = unhandled.splice(0)
  expect(seen, 'requests the mock backend does not handle').toEqual([])
})

afterAll(() => server.close())
