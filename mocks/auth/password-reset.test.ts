// accounts:sendOobCode and accounts:resetPassword over raw HTTP, as Identity Toolkit answers them.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMockAccount } from '../../tests/support/mock-accounts'
import { queuedMail } from '../api/memory-store'
import { mockSettings } from '../state'

const PROD = 'https://identitytoolkit.googleapis.com/v1'

async function post(method: string, body: unknown) {
  const response = await fetch(`${PROD}/accounts:${method}?key=k`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

const codeMailedTo = (to: string) =>
  /oobCode=([\w-]+)/.exec(
    queuedMail()
      .filter((mail) => mail.to === to)
      .at(-1)?.message.text ?? '',
  )?.[1]

afterEach(() => {
  mockSettings.emailEnumerationProtection = true
  vi.useRealTimers()
})

describe('password reset', () => {
  it('mails a link to the page that asked, and answers an unknown email alike unless enumeration protection is off', async () => {
    await createMockAccount({ email: 'ann@example.com', password: 'secret123' })
    const sent = await post('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'Ann@Example.com', continueUrl: 'https://shop.test/signin' })
    expect(sent).toMatchObject({ status: 200, json: { email: 'ann@example.com' } })
    expect(queuedMail().at(-1)?.message.text).toMatch(/https:\/\/shop\.test\/reset-password\?mode=resetPassword&oobCode=[\w-]{43}/)
    expect(await post('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'nobody@example.com' })).toMatchObject({ status: 200 })
    mockSettings.emailEnumerationProtection = false
    expect(await post('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'nobody@example.com' })).toMatchObject({
      status: 400,
      json: { error: { message: 'EMAIL_NOT_FOUND' } },
    })
    expect(await post('sendOobCode', { requestType: 'VERIFY_EMAIL', email: 'ann@example.com' })).toMatchObject({ status: 400 })
  })

  it('checks a code, sets a password checked as at sign-up, and uses the code up; an old code has expired', async () => {
    await createMockAccount({ email: 'ann@example.com', password: 'secret123' })
    await post('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'ann@example.com' })
    const code = codeMailedTo('ann@example.com')!
    expect(await post('resetPassword', { oobCode: code })).toMatchObject({ status: 200, json: { email: 'ann@example.com', requestType: 'PASSWORD_RESET' } })
    expect(await post('resetPassword', { oobCode: code, newPassword: '123' })).toMatchObject({
      status: 400,
      json: { error: { message: expect.stringMatching(/^WEAK_PASSWORD/) } },
    })
    expect(await post('resetPassword', { oobCode: code, newPassword: 'new-secret-2' })).toMatchObject({ status: 200 })
    expect(await post('resetPassword', { oobCode: code, newPassword: 'new-secret-3' })).toMatchObject({
      status: 400,
      json: { error: { message: 'INVALID_OOB_CODE' } },
    })
    expect(await post('signInWithPassword', { email: 'ann@example.com', password: 'new-secret-2', returnSecureToken: true })).toMatchObject({ status: 200 })

    await post('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'ann@example.com' })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61 * 60 * 1000)
    expect(await post('resetPassword', { oobCode: codeMailedTo('ann@example.com'), newPassword: 'new-secret-4' })).toMatchObject({
      status: 400,
      json: { error: { message: 'EXPIRED_OOB_CODE' } },
    })
  })
})
