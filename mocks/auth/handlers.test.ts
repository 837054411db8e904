// Raw HTTP against the handlers (through the shared msw/node server): URL forms, the API key check, body
// formats of the token endpoint, error envelopes, and what lookup shows.
import { describe, expect, it } from 'vitest'
import { createMockAccount } from '../../tests/support/mock-accounts'
import { mockState } from '../state'
import { REDACTED } from './accounts'
import { MISSING_API_KEY } from './errors'
import { decodeIdToken, encodeIdToken } from './id-token'

const PROD = 'https://identitytoolkit.googleapis.com/v1'
const EMULATOR = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1'
const TOKEN = 'https://securetoken.googleapis.com/v1/token'

async function post(url: string, body: unknown, contentType = 'application/json') {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

describe('auth handlers over raw HTTP', () => {
  it('serves production and emulator URLs alike', async () => {
    const prod = await post(`${PROD}/accounts:signUp?key=k`, {
      email: 'a@example.com',
      password: 'secret123',
      returnSecureToken: true,
    })
    const emu = await post(`${EMULATOR}/accounts:signUp?key=k`, {
      email: 'b@example.com',
      password: 'secret123',
      returnSecureToken: true,
    })
    expect([prod.status, emu.status]).toEqual([200, 200])
    expect(Object.keys(emu.json).sort()).toEqual(Object.keys(prod.json).sort())
    expect(prod.json).toMatchObject({
      kind: 'identitytoolkit#SignupNewUserResponse',
      email: 'a@example.com',
      expiresIn: '3600',
    })
  })

  it('answers 403 without an API key, before looking at the body', async () => {
    const { status, json } = await post(`${PROD}/accounts:signUp`, 'not json')
    expect(status).toBe(403)
    expect(json.error).toMatchObject({ code: 403, message: MISSING_API_KEY, status: 'PERMISSION_DENIED' })
    expect((await post(`${TOKEN}?key=`, {})).status).toBe(403)
  })

  it("uses Google's error envelope", async () => {
    const { status, json } = await post(`${PROD}/accounts:signUp?key=k`, { email: 'c@example.com', password: '1' })
    expect(status).toBe(400)
    const message = 'WEAK_PASSWORD : Password should be at least 6 characters'
    expect(json).toEqual({ error: { code: 400, message, errors: [{ message, reason: 'invalid', domain: 'global' }] } })
    expect((await post(`${PROD}/accounts:signUp?key=k`, 'oops')).json.error.message).toMatch(/^Invalid JSON payload received/)
  })

  it('exchanges a refresh token sent as a form or as JSON, and keeps it', async () => {
    const { localId, refreshToken } = await createMockAccount({ email: 'd@example.com', password: 'secret123' })
    const form = await post(`${TOKEN}?key=k`, `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`, 'application/x-www-form-urlencoded')
    const json = await post(`http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=k`, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    })
    for (const { status, json: body } of [form, json]) {
      expect(status).toBe(200)
      expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'id_token', 'project_id', 'refresh_token', 'token_type', 'user_id'])
      expect(body).toMatchObject({
        user_id: localId,
        refresh_token: refreshToken,
        expires_in: '3600',
        token_type: 'Bearer',
      })
      expect(decodeIdToken(body.id_token)?.user_id).toBe(localId)
    }
    expect(Object.keys(mockState().refreshTokens)).toEqual([refreshToken])
    const bad = await post(`${TOKEN}?key=k`, { grant_type: 'refresh_token', refresh_token: 'nope' })
    expect([bad.status, bad.json.error.message]).toEqual([400, 'INVALID_REFRESH_TOKEN'])
  })

  it('looks an account up by ID token, with a placeholder instead of the password hash', async () => {
    const { idToken, localId } = await createMockAccount({
      email: 'e@example.com',
      password: 'secret123',
      displayName: 'E',
    })
    const { status, json } = await post(`${PROD}/accounts:lookup?key=k`, { idToken })
    expect(status).toBe(200)
    const [user] = json.users
    expect(user).toMatchObject({
      localId,
      email: 'e@example.com',
      emailVerified: false,
      displayName: 'E',
      passwordHash: REDACTED,
    })
    expect(user.createdAt).toMatch(/^\d{13}$/)
    expect(user.lastLoginAt).toMatch(/^\d{13}$/)
    expect(user.validSince).toMatch(/^\d{10}$/)
    expect(new Date(user.lastRefreshAt).toISOString()).toBe(user.lastRefreshAt)
    expect(JSON.stringify(json)).not.toContain(mockState().accounts[localId]!.passwordHash!)
    expect((await post(`${PROD}/accounts:lookup?key=k`, { idToken: 'garbage' })).json.error.message).toBe('INVALID_ID_TOKEN')
  })

  it('answers TOKEN_EXPIRED for an ID token past its exp', async () => {
    const { idToken } = await createMockAccount({ email: 'f@example.com', password: 'secret123' })
    const expired = encodeIdToken({ ...decodeIdToken(idToken)!, exp: Math.floor(Date.now() / 1000) - 1 })
    const { json } = await post(`${PROD}/accounts:lookup?key=k`, { idToken: expired })
    expect(json.error.message).toBe('TOKEN_EXPIRED')
  })
})
