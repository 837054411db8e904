// Contract: the same raw Identity Toolkit + secure token request sequences, sent to the real Firebase Auth
// emulator and to the MSW mock (mocks/auth), must give the same statuses, error messages, field names and
// stable values (see observe() in ./auth-emulator). docs/decisions/002-mock-auth-contract.md explains it.
// The emulator comes from firebase-tools, which is not an app dependency: see findFirebaseCli(). Without it
// the suite FAILS when $CI is set and is skipped (loudly) otherwise.
import { http, passthrough } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHandlers } from '../../mocks/auth/handlers'
import { mockSettings, resetMockState } from '../../mocks/state'
import { findFirebaseCli, observe, startAuthEmulator, type AuthEmulator, type Observation } from './auth-emulator'

const cli = findFirebaseCli()
if (!cli && !process.env.CI) {
  console.warn(
    '\n!!! auth contract SKIPPED: no firebase-tools found. Set FIREBASE_TOOLS_BIN=<.../node_modules/.bin/firebase> or run\n' +
      '!!!   npm install --prefix .cache/firebase-tools firebase-tools@15.34.2\n',
  )
}

interface Target {
  name: 'emulator' | 'mock'
  /** Origin + path prefix in front of "identitytoolkit.googleapis.com/v1/..." and "securetoken.googleapis.com/v1/token". */
  prefix: (host: 'identitytoolkit' | 'securetoken') => string
  reset: (emailPrivacy: boolean) => Promise<void>
}

type Json = Record<string, any>
interface CallOptions {
  /** Status both sides must answer (keeps the contract from passing when both fail the same way). */
  expect: number
  noKey?: boolean
  form?: boolean
}
type Call = (step: string, endpoint: string, body: unknown, options: CallOptions) => Promise<Json>
type Sequence = (call: Call) => Promise<void>

async function run(target: Target, sequence: Sequence, emailPrivacy: boolean): Promise<Observation[]> {
  await target.reset(emailPrivacy)
  const observations: Observation[] = []
  const call: Call = async (step, endpoint, body, options) => {
    const url =
      endpoint === 'token'
        ? `${target.prefix('securetoken')}securetoken.googleapis.com/v1/token`
        : `${target.prefix('identitytoolkit')}identitytoolkit.googleapis.com/v1/${endpoint}`
    const response = await fetch(options.noKey ? url : `${url}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': options.form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: options.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
    })
    const json = (await response.json()) as Json
    expect(response.status, `${target.name}: ${step}: ${JSON.stringify(json)}`).toBe(options.expect)
    observations.push(observe(step, response.status, json))
    return json
  }
  await sequence(call)
  return observations
}

/**
 * Differences kept on purpose (see the decision record): these keys are left out of both sides' observations
 * of the matching steps. Everything else must match.
 */
const KNOWN_DIFFERENCES: { step: RegExp; keys: string[] }[] = [
  // The mock always shows validSince; the emulator only once a password was set or tokens were revoked.
  { step: /^(google|anonymous): lookup$/, keys: ['users[].validSince'] },
  // After a verified Google email takes over a password account, the emulator drops only passwordHash and
  // keeps showing the stale salt and passwordUpdatedAt; the mock removes all three.
  { step: /^google: lookup joined account$/, keys: ['users[].salt', 'users[].passwordUpdatedAt'] },
]

function withoutKnownDifferences(observation: Observation): Observation {
  const ignored = KNOWN_DIFFERENCES.filter((d) => d.step.test(observation.step)).flatMap((d) => d.keys)
  return { ...observation, keys: observation.keys.filter((key) => !ignored.includes(key)) }
}

const signUpBody = (email: string, password = 'secret123') => ({ email, password, returnSecureToken: true })
const idpBody = (claims: Record<string, unknown>) => ({
  requestUri: 'http://localhost',
  returnSecureToken: true,
  returnIdpCredential: true,
  postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
})
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))
/** validSince has a one-second grain: start the next step in a new second so older tokens are really older. */
const nextSecond = () => wait(1050 - (Date.now() % 1000))

const SEQUENCES: [name: string, emailPrivacy: boolean, Sequence][] = [
  [
    'sign-up and its errors',
    true,
    async (call) => {
      await call('sign-up: new email', 'accounts:signUp', signUpBody('Ann@Example.com'), { expect: 200 })
      await call('sign-up: same email', 'accounts:signUp', signUpBody('ann@example.com', 'other123'), { expect: 400 })
      await call('sign-up: weak password', 'accounts:signUp', signUpBody('bo@example.com', '123'), { expect: 400 })
      await call('sign-up: bad email', 'accounts:signUp', signUpBody('not-an-email'), { expect: 400 })
      await call('sign-up: bad email and weak password', 'accounts:signUp', signUpBody('nope', '1'), { expect: 400 })
      await call(
        'sign-up: missing password',
        'accounts:signUp',
        { email: 'cy@example.com', returnSecureToken: true },
        { expect: 400 },
      )
      await call(
        'sign-up: missing email',
        'accounts:signUp',
        { password: 'secret123', returnSecureToken: true },
        { expect: 400 },
      )
      await call(
        'sign-up: with display name',
        'accounts:signUp',
        { ...signUpBody('di@example.com'), displayName: 'Di' },
        { expect: 200 },
      )
    },
  ],
  ...[false, true].map((privacy): [string, boolean, Sequence] => [
    `sign-in, email privacy ${privacy ? 'on' : 'off'}`,
    privacy,
    async (call) => {
      await call('sign-in: sign up', 'accounts:signUp', signUpBody('eve@example.com'), { expect: 200 })
      await call('sign-in: right password', 'accounts:signInWithPassword', signUpBody('EVE@example.com'), {
        expect: 200,
      })
      await call('sign-in: wrong password', 'accounts:signInWithPassword', signUpBody('eve@example.com', 'wrong-pw'), {
        expect: 400,
      })
      await call('sign-in: unknown email', 'accounts:signInWithPassword', signUpBody('nobody@example.com'), {
        expect: 400,
      })
      await call('sign-in: bad email', 'accounts:signInWithPassword', signUpBody('not-an-email'), { expect: 400 })
      await call(
        'sign-in: missing password',
        'accounts:signInWithPassword',
        { email: 'eve@example.com' },
        { expect: 400 },
      )
      await call('sign-in: missing email', 'accounts:signInWithPassword', { password: 'x' }, { expect: 400 })
    },
  ]),
  [
    'session: lookup, refresh, update',
    true,
    async (call) => {
      const { idToken, refreshToken } = await call(
        'session: sign up',
        'accounts:signUp',
        signUpBody('fay@example.com'),
        { expect: 200 },
      )
      await call('session: lookup', 'accounts:lookup', { idToken }, { expect: 200 })
      await call('session: lookup garbage token', 'accounts:lookup', { idToken: 'garbage' }, { expect: 400 })
      await call('session: lookup without token', 'accounts:lookup', {}, { expect: 400 })
      await call(
        'session: refresh (form)',
        'token',
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        { expect: 200, form: true },
      )
      await call(
        'session: refresh (JSON)',
        'token',
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        { expect: 200 },
      )
      await call(
        'session: refresh garbage',
        'token',
        { grant_type: 'refresh_token', refresh_token: 'garbage' },
        { expect: 400, form: true },
      )
      await call('session: refresh without token', 'token', { grant_type: 'refresh_token' }, { expect: 400 })
      await call('session: refresh wrong grant', 'token', { grant_type: 'password' }, { expect: 400 })
      await call(
        'session: update profile',
        'accounts:update',
        { idToken, displayName: 'Fay', photoUrl: 'https://example.com/f.png', returnSecureToken: true },
        { expect: 200 },
      )
      await call('session: lookup after update', 'accounts:lookup', { idToken }, { expect: 200 })
      await call(
        'session: update weak password',
        'accounts:update',
        { idToken, password: '12', returnSecureToken: true },
        { expect: 400 },
      )
      await call('session: update without token', 'accounts:update', { displayName: 'X' }, { expect: 400 })
      await nextSecond()
      const updated = await call(
        'session: update password',
        'accounts:update',
        { idToken, password: 'new-secret', returnSecureToken: true },
        { expect: 200 },
      )
      await call('session: lookup with revoked token', 'accounts:lookup', { idToken }, { expect: 400 })
      await call('session: lookup with new token', 'accounts:lookup', { idToken: updated.idToken }, { expect: 200 })
      await call(
        'session: sign in with new password',
        'accounts:signInWithPassword',
        signUpBody('fay@example.com', 'new-secret'),
        { expect: 200 },
      )
    },
  ],
  [
    'Google credential (signInWithIdp)',
    true,
    async (call) => {
      const gina = { sub: 'google-uid-123', email: 'Gina@Example.com', email_verified: true, name: 'Gina G' }
      const first = await call('google: new user', 'accounts:signInWithIdp', idpBody(gina), { expect: 200 })
      await call('google: lookup', 'accounts:lookup', { idToken: first.idToken }, { expect: 200 })
      await call('google: existing user', 'accounts:signInWithIdp', idpBody(gina), { expect: 200 })
      await call(
        'google: refresh',
        'token',
        { grant_type: 'refresh_token', refresh_token: first.refreshToken },
        { expect: 200, form: true },
      )
      await call('google: no email claims', 'accounts:signInWithIdp', idpBody({ sub: 'google-uid-456' }), {
        expect: 200,
      })
      await call('google: claims without sub', 'accounts:signInWithIdp', idpBody({ email: 'x@example.com' }), {
        expect: 400,
      })
      await call(
        'google: unparsable id_token',
        'accounts:signInWithIdp',
        { ...idpBody({}), postBody: 'id_token=garbage&providerId=google.com' },
        { expect: 400 },
      )
      await call('google: password account to join', 'accounts:signUp', signUpBody('hal@example.com'), { expect: 200 })
      await call(
        'google: unverified email taken',
        'accounts:signInWithIdp',
        idpBody({ sub: 'g-hal-1', email: 'hal@example.com' }),
        { expect: 200 },
      )
      const joined = await call(
        'google: verified email takes over',
        'accounts:signInWithIdp',
        idpBody({ sub: 'g-hal-2', email: 'hal@example.com', email_verified: true }),
        { expect: 200 },
      )
      await call('google: lookup joined account', 'accounts:lookup', { idToken: joined.idToken }, { expect: 200 })
      await call('google: old password refused', 'accounts:signInWithPassword', signUpBody('hal@example.com'), {
        expect: 400,
      })
    },
  ],
  [
    'anonymous and API key',
    true,
    async (call) => {
      const anonymous = await call(
        'anonymous: sign up',
        'accounts:signUp',
        { returnSecureToken: true },
        { expect: 200 },
      )
      await call('anonymous: lookup', 'accounts:lookup', { idToken: anonymous.idToken }, { expect: 200 })
      await call('no key: sign up', 'accounts:signUp', signUpBody('ivy@example.com'), { expect: 403, noKey: true })
      await call('no key: lookup', 'accounts:lookup', { idToken: anonymous.idToken }, { expect: 403, noKey: true })
      await call(
        'no key: refresh',
        'token',
        { grant_type: 'refresh_token', refresh_token: 'x' },
        { expect: 403, noKey: true, form: true },
      )
    },
  ],
]

describe.skipIf(!cli && !process.env.CI)('auth contract: mock vs real Auth emulator', () => {
  let emulator: AuthEmulator | undefined
  let server: ReturnType<typeof setupServer> | undefined
  let emulatorTarget: Target
  const mockTarget: Target = {
    name: 'mock',
    prefix: () => 'https://',
    reset: async (privacy) => {
      resetMockState()
      mockSettings.emailEnumerationProtection = privacy
    },
  }

  beforeAll(async () => {
    if (!cli)
      throw new Error(
        'firebase-tools not found (CI is set): run `npm install --prefix .cache/firebase-tools firebase-tools@15.34.2` or set FIREBASE_TOOLS_BIN',
      )
    emulator = await startAuthEmulator(cli)
    const { origin } = emulator
    emulatorTarget = {
      name: 'emulator',
      prefix: () => `${origin}/`,
      reset: async (privacy) => {
        await emulator!.deleteAccounts()
        await emulator!.setEmailPrivacy(privacy)
      },
    }
    // The mock's handlers ignore the host, so requests meant for the emulator must be let through explicitly.
    const toEmulator = new RegExp(`^${origin.replace(/[.]/g, '\\.')}/`)
    const mockServer = setupServer(
      http.all(toEmulator, () => passthrough()),
      ...authHandlers,
    )
    mockServer.listen({ onUnhandledRequest: 'error' })
    server = mockServer
  }, 75_000) // above the emulator's 60 s readiness wait, so its clearer error wins over a hook timeout

  afterAll(async () => {
    server?.close()
    mockSettings.emailEnumerationProtection = true
    await emulator?.stop()
  })

  it.each(SEQUENCES)('%s', async (_name, emailPrivacy, sequence) => {
    const expected = await run(emulatorTarget, sequence, emailPrivacy)
    const actual = await run(mockTarget, sequence, emailPrivacy)
    expect(actual.map((o) => o.step)).toEqual(expected.map((o) => o.step))
    actual.forEach((observation, i) => {
      expect(withoutKnownDifferences(observation), observation.step).toEqual(withoutKnownDifferences(expected[i]!))
    })
  })
})
