// The request sequences of the auth contract (auth-contract.test.ts): each step names the status both the real
// Auth emulator and the mock must answer.

export type Json = Record<string, any>
interface CallOptions {
  /** Status both sides must answer (keeps the contract from passing when both fail the same way). */
  expect: number
  noKey?: boolean
  form?: boolean
}
export type Call = (step: string, endpoint: string, body: unknown, options: CallOptions) => Promise<Json>
export type Sequence = (call: Call) => Promise<void>

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

export const SEQUENCES: [name: string, emailPrivacy: boolean, Sequence][] = [
  [
    'sign-up and its errors',
    true,
    async (call) => {
      await call('sign-up: new email', 'accounts:signUp', signUpBody('Ann@Example.com'), { expect: 200 })
      await call('sign-up: same email', 'accounts:signUp', signUpBody('ann@example.com', 'other123'), { expect: 400 })
      await call('sign-up: weak password', 'accounts:signUp', signUpBody('bo@example.com', '123'), { expect: 400 })
      await call('sign-up: bad email', 'accounts:signUp', signUpBody('not-an-email'), { expect: 400 })
      await call('sign-up: bad email and weak password', 'accounts:signUp', signUpBody('nope', '1'), { expect: 400 })
      await call('sign-up: missing password', 'accounts:signUp', { email: 'cy@example.com', returnSecureToken: true }, { expect: 400 })
      await call('sign-up: missing email', 'accounts:signUp', { password: 'secret123', returnSecureToken: true }, { expect: 400 })
      await call('sign-up: with display name', 'accounts:signUp', { ...signUpBody('di@example.com'), displayName: 'Di' }, { expect: 200 })
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
      await call('sign-in: missing password', 'accounts:signInWithPassword', { email: 'eve@example.com' }, { expect: 400 })
      await call('sign-in: missing email', 'accounts:signInWithPassword', { password: 'x' }, { expect: 400 })
    },
  ]),
  [
    'session: lookup, refresh, update',
    true,
    async (call) => {
      const { idToken, refreshToken } = await call('session: sign up', 'accounts:signUp', signUpBody('fay@example.com'), { expect: 200 })
      await call('session: lookup', 'accounts:lookup', { idToken }, { expect: 200 })
      await call('session: lookup garbage token', 'accounts:lookup', { idToken: 'garbage' }, { expect: 400 })
      await call('session: lookup without token', 'accounts:lookup', {}, { expect: 400 })
      await call('session: refresh (form)', 'token', { grant_type: 'refresh_token', refresh_token: refreshToken }, { expect: 200, form: true })
      await call('session: refresh (JSON)', 'token', { grant_type: 'refresh_token', refresh_token: refreshToken }, { expect: 200 })
      await call('session: refresh garbage', 'token', { grant_type: 'refresh_token', refresh_token: 'garbage' }, { expect: 400, form: true })
      await call('session: refresh without token', 'token', { grant_type: 'refresh_token' }, { expect: 400 })
      await call('session: refresh wrong grant', 'token', { grant_type: 'password' }, { expect: 400 })
      await call(
        'session: update profile',
        'accounts:update',
        { idToken, displayName: 'Fay', photoUrl: 'https://example.com/f.png', returnSecureToken: true },
        { expect: 200 },
      )
      await call('session: lookup after update', 'accounts:lookup', { idToken }, { expect: 200 })
      await call('session: update weak password', 'accounts:update', { idToken, password: '12', returnSecureToken: true }, { expect: 400 })
      await call('session: update without token', 'accounts:update', { displayName: 'X' }, { expect: 400 })
      await nextSecond()
      const updated = await call('session: update password', 'accounts:update', { idToken, password: 'new-secret', returnSecureToken: true }, { expect: 200 })
      await call('session: lookup with revoked token', 'accounts:lookup', { idToken }, { expect: 400 })
      await call('session: lookup with new token', 'accounts:lookup', { idToken: updated.idToken }, { expect: 200 })
      await call('session: sign in with new password', 'accounts:signInWithPassword', signUpBody('fay@example.com', 'new-secret'), { expect: 200 })
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
      await call('google: refresh', 'token', { grant_type: 'refresh_token', refresh_token: first.refreshToken }, { expect: 200, form: true })
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
      await call('google: unverified email taken', 'accounts:signInWithIdp', idpBody({ sub: 'g-hal-1', email: 'hal@example.com' }), { expect: 200 })
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
      const anonymous = await call('anonymous: sign up', 'accounts:signUp', { returnSecureToken: true }, { expect: 200 })
      await call('anonymous: lookup', 'accounts:lookup', { idToken: anonymous.idToken }, { expect: 200 })
      await call('no key: sign up', 'accounts:signUp', signUpBody('ivy@example.com'), { expect: 403, noKey: true })
      await call('no key: lookup', 'accounts:lookup', { idToken: anonymous.idToken }, { expect: 403, noKey: true })
      await call('no key: refresh', 'token', { grant_type: 'refresh_token', refresh_token: 'x' }, { expect: 403, noKey: true, form: true })
    },
  ],
  [
    // With email privacy on, the real service answers a taken address as a free one (the mock does too); the
    // emulator always says EMAIL_EXISTS, so the contract compares with privacy off.
    'a new email, and deleting an account',
    false,
    async (call) => {
      const { idToken } = await call('email change: sign up', 'accounts:signUp', signUpBody('jo@example.com'), { expect: 200 })
      await call('email change: another account', 'accounts:signUp', signUpBody('kim@example.com'), { expect: 200 })
      const change = (newEmail: unknown) => ({ requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken, newEmail })
      await call('email change: a free address', 'accounts:sendOobCode', change('Jo.New@example.com'), { expect: 200 })
      await call('email change: a taken address', 'accounts:sendOobCode', change('KIM@example.com'), { expect: 400 })
      await call('email change: no new address', 'accounts:sendOobCode', change(undefined), { expect: 400 })
      await call('email change: no token', 'accounts:sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', newEmail: 'jo.new@example.com' }, { expect: 400 })
      await call('action code: an unknown one read', 'accounts:resetPassword', { oobCode: 'unknown-code' }, { expect: 400 })
      await call('action code: an unknown one applied', 'accounts:update', { oobCode: 'unknown-code' }, { expect: 400 })
      await call('delete: own account', 'accounts:delete', { idToken }, { expect: 200 })
      await call('delete: lookup after', 'accounts:lookup', { idToken }, { expect: 400 })
      await call('delete: sign in after', 'accounts:signInWithPassword', signUpBody('jo@example.com'), { expect: 400 })
      await call('delete: again', 'accounts:delete', { idToken }, { expect: 400 })
    },
  ],
]
