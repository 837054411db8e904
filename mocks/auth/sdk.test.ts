// The real firebase/auth SDK against the mock, through the shared msw/node server of tests/setup/msw.ts:
// email/password sign-up and sign-in, errors, profile updates, token refresh and revocation.
import { demoOwner } from './demo-owner'
import { demoStaff } from './demo-staff'
import { createUserWithEmailAndPassword, getIdToken, getIdTokenResult, reload, signInWithEmailAndPassword, updatePassword, updateProfile } from 'firebase/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newAuth } from '../../tests/support/auth-sdk'
import { DEMO_PROJECT_ID, deleteDemoApps } from '../../tests/support/demo-project'
import { createMockAccount } from '../../tests/support/mock-accounts'
import { mockSettings, mockState } from '../state'
import { MAX_FAILED_SIGN_INS } from './throttle'

afterEach(async () => {
  vi.useRealTimers()
  mockSettings.emailEnumerationProtection = true
  await deleteDemoApps()
})

describe('email and password with the real SDK', () => {
  it('signs up: uid of 28 characters, claims the SDK needs, password stored hashed', async () => {
    const { user } = await createUserWithEmailAndPassword(newAuth(), 'Ann@Example.com', 'secret123')
    expect(user.uid).toMatch(/^[A-Za-z0-9]{28}$/)
    expect(user.email).toBe('ann@example.com')
    expect(user.providerData.map((p) => p.providerId)).toEqual(['password'])

    const { claims, signInProvider, expirationTime, issuedAtTime, authTime } = await getIdTokenResult(user)
    expect(signInProvider).toBe('password')
    expect(claims).toMatchObject({
      iss: `https://securetoken.google.com/${DEMO_PROJECT_ID}`,
      aud: DEMO_PROJECT_ID,
      user_id: user.uid,
      sub: user.uid,
      email: 'ann@example.com',
      email_verified: false,
      firebase: { identities: { email: ['ann@example.com'] }, sign_in_provider: 'password' },
    })
    expect(claims.auth_time).toEqual(expect.any(Number)) // getIdTokenResult() needs it, with iat and exp
    expect(Date.parse(authTime)).toBeGreaterThan(0)
    expect(Date.parse(expirationTime) - Date.parse(issuedAtTime)).toBe(3600 * 1000)

    const stored = mockState().accounts[user.uid]
    expect(stored?.passwordHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored?.salt).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(mockState())).not.toContain('secret123')
  })

  it('signs in with the right password and refuses the wrong one or an unknown email', async () => {
    const { localId } = await createMockAccount({ email: 'bo@example.com', password: 'secret123', displayName: 'Bo' })
    const { user } = await signInWithEmailAndPassword(newAuth(), 'BO@example.com', 'secret123')
    expect(user.uid).toBe(localId)
    expect(user.displayName).toBe('Bo')

    await expect(signInWithEmailAndPassword(newAuth(), 'bo@example.com', 'wrong-pw')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    })
    await expect(signInWithEmailAndPassword(newAuth(), 'nobody@example.com', 'secret123')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    })
  })

  it('gives the legacy codes when email-enumeration protection is off', async () => {
    mockSettings.emailEnumerationProtection = false
    await createMockAccount({ email: 'cy@example.com', password: 'secret123' })
    await expect(signInWithEmailAndPassword(newAuth(), 'cy@example.com', 'wrong-pw')).rejects.toMatchObject({
      code: 'auth/wrong-password',
    })
    await expect(signInWithEmailAndPassword(newAuth(), 'no@example.com', 'secret123')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    })
  })

  it('refuses a taken email, a weak password and a malformed email', async () => {
    await createMockAccount({ email: 'di@example.com', password: 'secret123' })
    await expect(createUserWithEmailAndPassword(newAuth(), 'DI@example.com', 'other123')).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    })
    await expect(createUserWithEmailAndPassword(newAuth(), 'ed@example.com', '123')).rejects.toMatchObject({
      code: 'auth/weak-password',
      message: 'Firebase: Password should be at least 6 characters (auth/weak-password).',
    })
    await expect(createUserWithEmailAndPassword(newAuth(), 'not-an-email', 'secret123')).rejects.toMatchObject({
      code: 'auth/invalid-email',
    })
    expect(Object.keys(mockState().accounts).filter((id) => id !== demoOwner().localId && id !== demoStaff().localId)).toHaveLength(1)
  })

  it(`locks an email out after ${MAX_FAILED_SIGN_INS} failed sign-ins, right password included`, async () => {
    await createMockAccount({ email: 'fa@example.com', password: 'secret123' })
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      await expect(signInWithEmailAndPassword(newAuth(), 'fa@example.com', `wrong-${i}`)).rejects.toMatchObject({
        code: 'auth/invalid-credential',
      })
    }
    await expect(signInWithEmailAndPassword(newAuth(), 'fa@example.com', 'secret123')).rejects.toMatchObject({
      code: 'auth/too-many-requests',
    })
    // Five minutes later the lock-out is over.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1000)
    await expect(signInWithEmailAndPassword(newAuth(), 'fa@example.com', 'secret123')).resolves.toBeTruthy()
  })

  it('refuses a disabled account', async () => {
    const { localId } = await createMockAccount({ email: 'gi@example.com', password: 'secret123' })
    mockState().accounts[localId]!.disabled = true
    await expect(signInWithEmailAndPassword(newAuth(), 'gi@example.com', 'secret123')).rejects.toMatchObject({
      code: 'auth/user-disabled',
    })
  })
})

describe('profile and tokens with the real SDK', () => {
  it('updates the display name, seen by reload and by the next ID token', async () => {
    const { user } = await createUserWithEmailAndPassword(newAuth(), 'ha@example.com', 'secret123')
    await updateProfile(user, { displayName: 'Ha Shopper', photoURL: 'https://example.com/ha.png' })
    await reload(user)
    expect(user.displayName).toBe('Ha Shopper')
    expect(user.photoURL).toBe('https://example.com/ha.png')
    expect(user.providerData[0]).toMatchObject({ providerId: 'password', displayName: 'Ha Shopper' })
    expect((await getIdTokenResult(user, true)).claims).toMatchObject({
      name: 'Ha Shopper',
      picture: 'https://example.com/ha.png',
    })
  })

  it('refreshes the ID token through securetoken with the same uid and provider', async () => {
    const { user } = await createUserWithEmailAndPassword(newAuth(), 'io@example.com', 'secret123')
    const first = await getIdTokenResult(user)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10 * 60 * 1000)
    const token = await getIdToken(user, true)
    const second = await getIdTokenResult(user)
    expect(second.token).toBe(token)
    expect(token).not.toBe(first.token)
    expect(Date.parse(second.issuedAtTime)).toBeGreaterThan(Date.parse(first.issuedAtTime))
    expect(second.claims).toMatchObject({ user_id: user.uid })
    expect(second.signInProvider).toBe('password')
    expect(second.authTime).toBe(first.authTime)
  })

  it('signs the user out (auth/user-token-expired) when the account was deleted', async () => {
    const auth = newAuth()
    const { user } = await createUserWithEmailAndPassword(auth, 'ju@example.com', 'secret123')
    delete mockState().accounts[user.uid]
    await expect(getIdToken(user, true)).rejects.toMatchObject({ code: 'auth/user-token-expired' })
    expect(auth.currentUser).toBeNull()
  })

  it('revokes other sessions when the password changes', async () => {
    const phone = newAuth()
    const laptop = newAuth()
    await createUserWithEmailAndPassword(phone, 'ka@example.com', 'secret123')
    await signInWithEmailAndPassword(laptop, 'ka@example.com', 'secret123')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2000) // validSince has a one-second grain
    await updatePassword(phone.currentUser!, 'new-secret')
    await reload(phone.currentUser!) // the session that changed it got new tokens
    await expect(reload(laptop.currentUser!)).rejects.toMatchObject({ code: 'auth/user-token-expired' })
    await expect(signInWithEmailAndPassword(newAuth(), 'ka@example.com', 'new-secret')).resolves.toBeTruthy()
  })
})
