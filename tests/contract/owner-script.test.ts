// npm run owner against the real Auth emulator and the mock's Firestore served over HTTP: the claim it sets is in the
// next ID token and the account is listed in owners/{uid} (or, with --staff, staff/{uid}); removing unlists it, takes
// the claim off and ends the account's sessions.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { serveHandlers } from '../../functions/emulator/http-mock'
import { jwtPayload } from '../../mocks/auth/id-token'
import { firestoreHandlers } from '../../mocks/firestore/handlers'
import { mockState } from '../../mocks/state'
import { resetMockState } from '../support/mock-state'
import { runOwner } from '../../scripts/owner/run-owner'
import { DEMO_PROJECT_ID } from '../support/demo-project'
import { findFirebaseCli, missingCliReason, startAuthEmulator, warnSkipped, type AuthEmulator } from './auth-emulator'

const cli = findFirebaseCli()
warnSkipped('npm run owner against the Auth emulator', cli)

describe.skipIf(!cli && !process.env.CI)('npm run owner against the Auth emulator', () => {
  let emulator: AuthEmulator
  let firestore: Awaited<ReturnType<typeof serveHandlers>>
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
  const signIn = (email: string) =>
    identity(emulator.origin, 'signInWithPassword', { email, password: 'secret123', returnSecureToken: true }) as Promise<{
      idToken?: string
      refreshToken?: string
    }>
  const claimsOf = async (email: string) => jwtPayload((await signIn(email)).idToken!)
  /** The time (seconds) before which the account's sessions are revoked. */
  const validSince = async (email: string) =>
    ((await identity(emulator.origin, 'lookup', { idToken: (await signIn(email)).idToken })) as { users: { validSince: string }[] }).users[0]!.validSince
  const listed = (uid: string, list = 'owners') => mockState().documents[`${list}/${uid}`] !== undefined

  beforeAll(async () => {
    if (!cli) throw new Error(`CI must run this test: ${missingCliReason()}`)
    emulator = await startAuthEmulator(cli)
    resetMockState()
    firestore = await serveHandlers(firestoreHandlers)
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', emulator.origin.replace(/^http:\/\//, ''))
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', firestore.origin.replace(/^http:\/\//, ''))
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await emulator?.stop()
    await firestore?.close()
  })

  it('adds the owner claim, keeps other claims, and removes it; an unknown email is a clear error', async () => {
    const { localId } = (await identity(emulator.origin, 'signUp', { email: 'boss@example.com', password: 'secret123', returnSecureToken: true })) as {
      localId: string
    }
    expect(await owner('add', 'boss@example.com')).toBe(0)
    expect(out.at(-1)).toMatch(/^boss@example\.com is now an owner of the shop/)
    expect(await claimsOf('boss@example.com')).toMatchObject({ owner: true })
    expect(listed(localId)).toBe(true)
    const before = await validSince('boss@example.com')
    // Revocation counts in whole seconds: the sessions it ends are those started before its second.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await owner('remove', 'boss@example.com')).toBe(0)
    expect(listed(localId)).toBe(false)
    // Every session started before is revoked: tokens from before this time are refused by a checking server.
    expect(Number(await validSince('boss@example.com'))).toBeGreaterThan(Number(before))
    expect(await claimsOf('boss@example.com')).not.toHaveProperty('owner')
    expect(await owner('add', 'nobody@example.com')).toBe(1)
    expect(err.at(-1)).toBe(`No account has the email nobody@example.com in ${DEMO_PROJECT_ID}: they must sign up in the shop first.`)
    expect(await owner('promote', 'boss@example.com')).toBe(2)
  })

  it('adds staff with --staff: the staff claim and staff/{uid}, in place of an owner’s role; remove takes it away too', async () => {
    const { localId } = (await identity(emulator.origin, 'signUp', { email: 'sam@example.com', password: 'secret123', returnSecureToken: true })) as {
      localId: string
    }
    expect(await owner('add', 'sam@example.com')).toBe(0)
    const before = await validSince('sam@example.com')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await owner('add', '--staff', 'sam@example.com')).toBe(0)
    expect(out.at(-1)).toMatch(/^sam@example\.com is now staff of the shop .* They were an owner: that ended now, with their sessions\.$/)
    const claims = await claimsOf('sam@example.com')
    expect(claims).toMatchObject({ staff: true })
    expect(claims).not.toHaveProperty('owner')
    expect([listed(localId), listed(localId, 'staff')]).toEqual([false, true])
    // An owner's sessions end when they become staff.
    expect(Number(await validSince('sam@example.com'))).toBeGreaterThan(Number(before))
    expect(await owner('remove', 'sam@example.com')).toBe(0)
    expect(listed(localId, 'staff')).toBe(false)
    expect(await claimsOf('sam@example.com')).not.toHaveProperty('staff')
    expect(await owner('remove', '--staff', 'sam@example.com')).toBe(2)
  })
})
