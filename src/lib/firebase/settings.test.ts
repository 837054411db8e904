import { afterEach, describe, expect, it } from 'vitest'
import { idToken, ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'
import { savedBackOfficeRole, savedUserKey } from './settings'

/** Saves a user as Auth does, its last ID token `accessToken`. */
const saveUser = (accessToken: unknown) => localStorage.setItem(savedUserKey(), JSON.stringify({ uid: 'u1', stsTokenManager: { accessToken } }))

afterEach(() => localStorage.clear())

describe('savedBackOfficeRole', () => {
  it('reads the role the saved user’s token names', () => {
    saveUser(ownerIdToken('boss'))
    expect(savedBackOfficeRole()).toBe('owner')
    saveUser(staffIdToken('sam'))
    expect(savedBackOfficeRole()).toBe('staff')
  })

  it('is null for a shopper, and with no saved user', () => {
    expect(savedBackOfficeRole()).toBeNull()
    saveUser(idToken('ann'))
    expect(savedBackOfficeRole()).toBeNull()
  })

  it.each([
    ['a user saved without a token', undefined],
    ['a token that is not a string', 42],
    ['a token of one part', 'abc'],
    ['a payload that is not base64', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${btoa('not json')}.c`],
    ['a claim that is not true', `a.${btoa(JSON.stringify({ owner: 'yes' }))}.c`],
  ])('is null for %s', (_, token) => {
    saveUser(token)
    expect(savedBackOfficeRole()).toBeNull()
  })

  it('is null when the saved user is not JSON', () => {
    localStorage.setItem(savedUserKey(), '{')
    expect(savedBackOfficeRole()).toBeNull()
  })
})
