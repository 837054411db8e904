// A new email (VERIFY_AND_CHANGE_EMAIL) and deleting an account (accounts:delete), over raw HTTP as Identity Toolkit
// answers them, and through the real SDK (verifyBeforeUpdateEmail, checkActionCode, applyActionCode, deleteUser).
import { applyActionCode, checkActionCode, deleteUser, signInWithEmailAndPassword, verifyBeforeUpdateEmail } from 'firebase/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newAuth } from '../../tests/support/auth-sdk'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { createMockAccount } from '../../tests/support/mock-accounts'
import { queuedMail } from '../api/memory-store'
import { mockSettings, mockState } from '../state'

const PROD = 'https://identitytoolkit.googleapis.com/v1'

async function post(method: string, body: unknown, init: { path?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${PROD}/${init.path ?? ''}accounts:${method}${init.path ? '' : '?key=k'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

const mailTo = (to: string) => queuedMail().filter((mail) => mail.to === to)
const codeMailedTo = (to: string) => /oobCode=([\w-]+)/.exec(mailTo(to).at(-1)?.message.text ?? '')?.[1]

afterEach(async () => {
  mockSettings.emailEnumerationProtection = true
  vi.useRealTimers()
  await deleteDemoApps()
})

describe('a new email, verified before it is set', () => {
  it('mails a link to the new address; the code reads both emails, then sets the new one once, verified', async () => {
    const { localId, idToken } = await createMockAccount({ email: 'ann@example.com', password: 'secret123' })
    const sent = await post('sendOobCode', {
      requestType: 'VERIFY_AND_CHANGE_EMAIL',
      idToken,
      newEmail: 'Ann.New@Example.com',
      continueUrl: 'https://shop.test/account',
    })
    expect(sent).toEqual({ status: 200, json: { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email: 'ann@example.com' } })
    const mail = mailTo('ann.new@example.com').at(-1)!
    expect(mail.message.subject).toBe('Confirm your new email')
    expect(mail.message.text).toMatch(/https:\/\/shop\.test\/reset-password\?mode=verifyAndChangeEmail&oobCode=[\w-]{43}/)
    // Nothing changes until the link is followed.
    expect(mockState().accounts[localId]!.email).toBe('ann@example.com')
    const oobCode = codeMailedTo('ann.new@example.com')!

    expect(await post('resetPassword', { oobCode })).toEqual({
      status: 200,
      json: {
        kind: 'identitytoolkit#ResetPasswordResponse',
        requestType: 'VERIFY_AND_CHANGE_EMAIL',
        email: 'ann@example.com',
        newEmail: 'ann.new@example.com',
      },
    })
    // An email change code sets no password.
    expect((await post('resetPassword', { oobCode, newPassword: 'other-secret-1' })).json.error.message).toBe('INVALID_OOB_CODE')

    // A second later (validSince counts whole seconds).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 })
    const applied = await post('update', { oobCode })
    expect(applied).toMatchObject({ status: 200, json: { email: 'ann.new@example.com', emailVerified: true, newEmail: 'ann.new@example.com', localId } })
    expect(applied.json).not.toHaveProperty('idToken')
    // The account's sessions so far end, as with any email change; the old address is told.
    expect((await post('lookup', { idToken })).json.error.message).toBe('TOKEN_EXPIRED')
    expect(mailTo('ann@example.com').at(-1)?.message.subject).toBe('Your email was changed')
    expect(mockState().accounts[localId]!.providerUserInfo.find((p) => p.providerId === 'password')?.email).toBe('ann.new@example.com')
    // Once.
    expect((await post('update', { oobCode })).json.error.message).toBe('INVALID_OOB_CODE')
  })

  it('refuses an invalid address, needs a session, and answers a taken address as a free one unless enumeration protection is off', async () => {
    const { idToken } = await createMockAccount({ email: 'ann@example.com', password: 'secret123' })
    await createMockAccount({ email: 'bob@example.com', password: 'secret123' })
    const ask = (newEmail: unknown, token: unknown = idToken) => post('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken: token, newEmail })
    expect((await ask('not-an-email')).json.error.message).toBe('INVALID_NEW_EMAIL')
    expect((await ask(undefined)).json.error.message).toBe('MISSING_NEW_EMAIL')
    expect((await ask('ann.new@example.com', null)).json.error.message).toBe('MISSING_ID_TOKEN')
    expect((await ask('ann.new@example.com', 'garbage')).json.error.message).toBe('INVALID_ID_TOKEN')
    expect(await ask('bob@example.com')).toMatchObject({ status: 200, json: { email: 'ann@example.com' } })
    expect(mailTo('bob@example.com')).toEqual([])
    mockSettings.emailEnumerationProtection = false
    expect(await ask('Bob@example.com')).toMatchObject({ status: 400, json: { error: { message: 'EMAIL_EXISTS' } } })
  })

  it('refuses a code whose address was taken meanwhile, and one past its hour', async () => {
    const { idToken } = await createMockAccount({ email: 'ann@example.com', password: 'secret123' })
    await post('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken, newEmail: 'free@example.com' })
    const oobCode = codeMailedTo('free@example.com')!
    await createMockAccount({ email: 'free@example.com', password: 'secret123' })
    expect((await post('update', { oobCode })).json.error.message).toBe('EMAIL_EXISTS')

    await post('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken, newEmail: 'later@example.com' })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 })
    expect((await post('resetPassword', { oobCode: codeMailedTo('later@example.com') })).json.error.message).toBe('EXPIRED_OOB_CODE')
  })

  it('works with the real SDK: verifyBeforeUpdateEmail, checkActionCode, applyActionCode, and a sign-in with the new email', async () => {
    await createMockAccount({ email: 'ann@example.com', password: 'secret123' })
    const auth = newAuth()
    const { user } = await signInWithEmailAndPassword(auth, 'ann@example.com', 'secret123')
    await verifyBeforeUpdateEmail(user, 'ann.new@example.com', { url: 'https://shop.test/account' })
    expect(user.email).toBe('ann@example.com')
    const code = codeMailedTo('ann.new@example.com')!
    const info = await checkActionCode(newAuth(), code)
    expect(info).toMatchObject({ operation: 'VERIFY_AND_CHANGE_EMAIL', data: { email: 'ann.new@example.com', previousEmail: 'ann@example.com' } })
    await applyActionCode(newAuth(), code)
    const again = await signInWithEmailAndPassword(newAuth(), 'ann.new@example.com', 'secret123')
    expect(again.user).toMatchObject({ uid: user.uid, email: 'ann.new@example.com', emailVerified: true })
    await expect(signInWithEmailAndPassword(newAuth(), 'ann@example.com', 'secret123')).rejects.toMatchObject({ code: 'auth/invalid-credential' })
  })
})

describe('deleting an account', () => {
  it('with its own ID token (the SDK’s deleteUser): the account and its sessions are gone', async () => {
    const { localId, refreshToken } = await createMockAccount({ email: 'ann@example.com', password: 'secret123' })
    const { user } = await signInWithEmailAndPassword(newAuth(), 'ann@example.com', 'secret123')
    await deleteUser(user)
    expect(mockState().accounts[localId]).toBeUndefined()
    expect(Object.values(mockState().refreshTokens)).not.toContain(localId)
    expect(mockState().refreshTokens[refreshToken]).toBeUndefined()
    await expect(signInWithEmailAndPassword(newAuth(), 'ann@example.com', 'secret123')).rejects.toMatchObject({ code: 'auth/invalid-credential' })
  })

  it('by an administrator (the Admin SDK’s form): with the emulator’s credentials only, and USER_NOT_FOUND the second time', async () => {
    const { localId } = await createMockAccount({ email: 'ann@example.com', password: 'secret123' })
    const path = 'projects/demo-storefront/'
    expect(await post('delete', { localId }, { path })).toMatchObject({ status: 403 })
    expect(mockState().accounts[localId]).toBeDefined()
    const owner = { authorization: 'Bearer owner' }
    expect(await post('delete', { localId }, { path, headers: owner })).toEqual({ status: 200, json: { kind: 'identitytoolkit#DeleteAccountResponse' } })
    expect(mockState().accounts[localId]).toBeUndefined()
    expect((await post('delete', { localId }, { path, headers: owner })).json.error.message).toBe('USER_NOT_FOUND')
    expect((await post('delete', {}, { path, headers: owner })).json.error.message).toBe('MISSING_LOCAL_ID')
  })
})
