import { describe, expect, it } from 'vitest'
import { describeAuthError, passwordRequirements } from './auth-errors'

const error = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code })

describe('describeAuthError', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])('gives one message for %s', (code) => {
    expect(describeAuthError(error(code))).toEqual({ kind: 'credentials', message: 'Email or password is incorrect.' })
  })

  it('offers to sign in when the email is taken', () => {
    expect(describeAuthError(error('auth/email-already-in-use'))).toEqual({
      kind: 'email-exists',
      message: 'An account already exists with this email.',
    })
  })

  it('says what a weak password still needs', () => {
    const weak = error('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).')
    expect(describeAuthError(weak)).toEqual({
      kind: 'password',
      message: 'Choose a stronger password. Password should be at least 6 characters.',
    })
    const policy = error(
      'auth/password-does-not-meet-requirements',
      'Firebase: Missing password requirements: [Password must contain an upper case character, Password must contain a numeric character] (auth/password-does-not-meet-requirements).',
    )
    expect(describeAuthError(policy)?.message).toBe(
      'Choose a stronger password. Password must contain an upper case character. Password must contain a numeric character.',
    )
  })

  it('says what to do about a new email Auth refuses, and about a session too old or ended', () => {
    expect(describeAuthError(error('auth/invalid-new-email'))?.message).toBe('Enter a valid email address, like name@example.com.')
    expect(describeAuthError(error('auth/requires-recent-login'))?.message).toBe('For your safety, sign out and sign in again, then try once more.')
    expect(describeAuthError(error('auth/user-token-expired'))?.message).toBe('Your session has ended. Sign in again, then try once more.')
  })

  it('offers a retry after a network failure', () => {
    expect(describeAuthError(error('auth/network-request-failed'))?.kind).toBe('retry')
  })

  it('asks to wait, without an immediate retry, after too many attempts', () => {
    expect(describeAuthError(error('auth/too-many-requests'))).toEqual({
      kind: 'other',
      message: 'Too many attempts. Please wait a few minutes, then try again.',
    })
  })

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])('stays silent for %s', (code) => {
    expect(describeAuthError(error(code))).toBeNull()
  })

  it.each(['auth/popup-blocked', 'auth/unauthorized-domain', 'auth/operation-not-allowed', 'auth/internal-error', 'auth/made-up', undefined])(
    'gives a sensible message for %s',
    (code) => {
      const view = describeAuthError(code ? error(code) : new Error('boom'))
      expect(view?.kind).toBe('other')
      expect(view?.message).toMatch(/\w+/)
    },
  )

  it('survives things that are not errors', () => {
    expect(describeAuthError(null)?.kind).toBe('other')
    expect(describeAuthError('text')?.kind).toBe('other')
  })
})

describe('passwordRequirements', () => {
  it('has nothing to add for a bare error', () => {
    expect(passwordRequirements(error('auth/weak-password'))).toBeNull()
    expect(passwordRequirements({})).toBeNull()
  })
})
