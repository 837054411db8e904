// npm run owner against the real Auth emulator: the claim it sets is in the next ID token, and comes off again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { jwtPayload } from '../../mocks/auth/id-token'
import { runOwner } from '../../scripts/owner/run-owner'
import { DEMO_PROJECT_ID } from '../support/demo-project'
import { findFirebaseCli, startAuthEmulator, type AuthEmulator } from './auth-emulator'

const cli = findFirebaseCli()

describe.skipIf(!cli && !process.env.CI)('npm run owner against the Auth emulator', () => {
  let emulator: AuthEmulator
  const out: string[] = []
  const err: string[] = []
  const owner = (...args: string[]) =>
    runOwner([...args, '--project', DEMO_PROJECT_ID], { log: (l) => out.push(l), error: (l) => err.push(l), root: process.cwd() })
  const identity = (origin: string, call: string, body: object) =>
    fetch(`${origin}/identitytoolkit.googleapis.com/v1/accounts:${call}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ idToken?: string }>)
  const claimsOf = async (email: string) =>
    jwtPayload((await identity(emulator.origin, 'signInWithPassword', { email, password: 'secret123', returnSecureToken: true })).idToken!)

  beforeAll(async () => {
    if (!cli) throw new Error('CI must run this test: install the pinned Firebase CLI (.ci/run does)')
    emulator = await startAuthEmulator(cli)
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', emulator.origin.replace(/^http:\/\//, ''))
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await emulator?.stop()
  })

  it('adds the owner claim, keeps other claims, and removes it; an unknown email is a clear error', async () => {
    await identity(emulator.origin, 'signUp', { email: 'boss@example.com', password: 'secret123', returnSecureToken: true })
    expect(await owner('add', 'boss@example.com')).toBe(0)
    expect(out.at(-1)).toMatch(/^boss@example\.com is now an owner of the shop/)
    expect(await claimsOf('boss@example.com')).toMatchObject({ owner: true })
    expect(await owner('remove', 'boss@example.com')).toBe(0)
    expect(await claimsOf('boss@example.com')).not.toHaveProperty('owner')
    expect(await owner('add', 'nobody@example.com')).toBe(1)
    expect(err.at(-1)).toBe(`No account has the email nobody@example.com in ${DEMO_PROJECT_ID}: they must sign up in the shop first.`)
    expect(await owner('promote', 'boss@example.com')).toBe(2)
  })
})
