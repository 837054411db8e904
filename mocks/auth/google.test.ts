// Google sign-in through the popup-free credential path (signInWithCredential + GoogleAuthProvider.credential
// with JSON claims, as the Auth emulator accepts), and anonymous sign-in, with the real SDK.
import { demoOwner } from './demo-owner'
import { demoStaff } from './demo-staff'
import {
  getAdditionalUserInfo,
  getIdToken,
  getIdTokenResult,
  GoogleAuthProvider,
  signInAnonymously,
  signInWithCredential,
  signInWithEmailAndPassword,
} from 'firebase/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newAuth } from '../../tests/support/auth-sdk'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { createMockAccount } from '../../tests/support/mock-accounts'
import { mockState } from '../state'

afterEach(async () => {
  vi.useRealTimers()
  await deleteDemoApps()
})

const google = (claims: Record<string, unknown>) => GoogleAuthProvider.credential(JSON.stringify(claims))
const gina = { sub: 'google-uid-123', email: 'Gina@Example.com', email_verified: true, name: 'Gina G' }

describe('Google sign-in with a credential', () => {
  it('creates the account the first time and reuses it after', async () => {
    const first = await signInWithCredential(newAuth(), google(gina))
    expect(getAdditionalUserInfo(first)).toMatchObject({ isNewUser: true, providerId: 'google.com' })
    expect(first.user).toMatchObject({ email: 'gina@example.com', displayName: 'Gina G', emailVerified: true })
    expect(first.user.providerData.map((p) => p.providerId)).toEqual(['google.com'])
    expect(GoogleAuthProvider.credentialFromResult(first)?.idToken).toBe(JSON.stringify(gina))

    const { claims, signInProvider } = await getIdTokenResult(first.user)
    expect(signInProvider).toBe('google.com')
    expect(claims.firebase).toMatchObject({
      identities: { email: ['gina@example.com'], 'google.com': ['google-uid-123'] },
    })

    const again = await signInWithCredential(newAuth(), google(gina))
    expect(again.user.uid).toBe(first.user.uid)
    expect(getAdditionalUserInfo(again)?.isNewUser).toBe(false)
    expect(Object.keys(mockState().accounts).filter((id) => id !== demoOwner().localId && id !== demoStaff().localId)).toHaveLength(1)
  })

  it('keeps google.com as the provider across a token refresh', async () => {
    const { user } = await signInWithCredential(newAuth(), google(gina))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 60 * 1000)
    await getIdToken(user, true)
    expect((await getIdTokenResult(user)).signInProvider).toBe('google.com')
  })

  it('joins an existing account with the same verified email', async () => {
    const { localId } = await createMockAccount({
      email: 'gina@example.com',
      password: 'secret123',
      emailVerified: true,
    })
    const result = await signInWithCredential(newAuth(), google(gina))
    expect(result.user.uid).toBe(localId)
    expect(getAdditionalUserInfo(result)?.isNewUser).toBe(false)
    expect(result.user.providerData.map((p) => p.providerId).sort()).toEqual(['google.com', 'password'])
    // The password still works, because the account's email had been verified.
    await expect(signInWithEmailAndPassword(newAuth(), 'gina@example.com', 'secret123')).resolves.toBeTruthy()
  })

  it('takes an unverified email over from a password account, whose password stops working', async () => {
    const { localId } = await createMockAccount({ email: 'gina@example.com', password: 'secret123' })
    const result = await signInWithCredential(newAuth(), google(gina))
    expect(result.user.uid).toBe(localId)
    expect(result.user.providerData.map((p) => p.providerId)).toEqual(['google.com'])
    await expect(signInWithEmailAndPassword(newAuth(), 'gina@example.com', 'secret123')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    })
  })

  it('asks for confirmation when the Google email is not verified and already taken', async () => {
    await createMockAccount({ email: 'gina@example.com', password: 'secret123' })
    await expect(signInWithCredential(newAuth(), google({ ...gina, email_verified: false }))).rejects.toMatchObject({
      code: 'auth/account-exists-with-different-credential',
    })
  })

  it('refuses claims without a sub', async () => {
    await expect(signInWithCredential(newAuth(), google({ email: 'x@example.com' }))).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    })
  })
})

describe('anonymous sign-in', () => {
  it('creates an anonymous account', async () => {
    const { user } = await signInAnonymously(newAuth())
    expect(user.isAnonymous).toBe(true)
    expect(user.email).toBeNull()
    expect((await getIdTokenResult(user)).signInProvider).toBe('anonymous')
  })
})
