// The seed's tests run the real admin SDK (firebase-admin, preferRest) against the mock backend's Firestore REST
// handlers, reached as the emulator (FIRESTORE_EMULATOR_HOST): the SDK sends `Bearer owner`, which the mock, like
// the emulator, lets past the rules. Each test starts from an empty project and fails on any request the mock does
// not handle.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest'
import { runSeed } from './run-seed'
import { server } from '../../mocks/node'
import { mockState } from '../../mocks/state'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { resetMockState } from '../../tests/support/mock-state'

// The scripts project has no MSW setup file: the seed's tests start the mock backend themselves, at the top level
// as tests/setup/msw.ts does.
server.listen({ onUnhandledRequest: 'error' })
const unhandled: string[] = []
server.events.on('request:unhandled', ({ request }) => void unhandled.push(`${request.method} ${request.url}`))
afterAll(() => server.close())

export const dir = mkdtempSync(join(tmpdir(), 'seed-'))
/** What the last runs logged and printed as errors, and how many commits they sent, since the test began or `clear()`. */
export const io = { out: [] as string[], err: [] as string[], commits: 0 }
export const clear = () => Object.assign(io, { out: [], err: [], commits: 0 })

export const seed = (...args: string[]) => runSeed(args, { log: (line) => io.out.push(line), error: (line) => io.err.push(line), root: process.cwd() })

export function writeCatalog(name: string, data: unknown): string {
  const path = join(dir, name)
  writeFileSync(path, JSON.stringify(data))
  return path
}

beforeEach(() => {
  vi.stubEnv('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080')
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', '')
  clear()
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(':commit')) io.commits++
  })
  // An empty project: the mock starts with the demo catalog seeded.
  for (const key of Object.keys(mockState().documents)) delete mockState().documents[key]
})
afterEach(async () => {
  server.events.removeAllListeners('request:start')
  vi.unstubAllEnvs()
  await deleteDemoApps()
  resetMockState()
  expect(unhandled.splice(0), 'requests the mock backend does not handle').toEqual([])
})
