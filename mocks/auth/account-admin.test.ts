// An administrator's account changes over raw HTTP, as the Admin SDK sends them (accounts:lookup by email,
// accounts:update with customAttributes or validSince), and what the real SDK makes of them: the new claims in the next
// ID token, and a session ended by the administrator signed out at its next refresh.
import { onAuthStateChanged, signInWithEmailAndPassword } from 'firebase/auth'
import { afterEach, describe, expect, it } from 'vitest'
import { newAuth } from '../../tests/support/auth-sdk'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { claimsAfterRefresh, createMockAccount } from '../../tests/support/mock-accounts'

const ADMIN = 'https://identitytoolkit.googleapis.com/v1/projects/demo-storefront/'
const owner = { authorization: 'Bearer owner' }

async function admin(method: string, body: unknown, headers: Record<string, string> = owner) {
  const response = await fetch(`${ADMIN}accounts:${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

afterEach(() => deleteDemoApps())

describe('an administrator’s account changes', () => {
  it('finds an account by its email, whatever its case, with the administrator’s credentials only', async () => {
    const { localId } = await createMockAccount({ email: 'pat@example.com', password: 'secret123' })
    expect(await admin('lookup', { email: ['Pat@Example.com'] })).toMatchObject({ status: 200, json: { users: [{ localId, email: 'pat@example.com' }] } })
    expect(await admin('lookup', { email: ['nobody@example.com'] })).toEqual({ status: 200, json: { kind: 'identitytoolkit#GetAccountInfoResponse' } })
    expect((await admin('lookup', { email: ['pat@example.com'] }, {})).status).toBe(403)
  })

  it('replaces the custom claims, which the next refresh carries; refuses claims that are not an object or are reserved', async () => {
    const { localId, refreshToken } = await createMockAccount({ email: 'pat@example.com', password: 'secret123' })
    expect(await admin('update', { localId, customAttributes: JSON.stringify({ staff: true }) })).toMatchObject({ status: 200, json: { localId } })
    expect(claimsAfterRefresh(refreshToken)).toMatchObject({ staff: true, user_id: localId })
    expect((await admin('update', { localId, customAttributes: '[1]' })).json.error.message).toBe('INVALID_CLAIMS')
    expect((await admin('update', { localId, customAttributes: '{"exp":1}' })).json.error.message).toBe('FORBIDDEN_CLAIM : exp')
    expect((await admin('update', { localId: 'nobody', customAttributes: '{}' })).json.error.message).toBe('USER_NOT_FOUND')
    expect(claimsAfterRefresh(refreshToken)).toMatchObject({ staff: true })
  })

  it('ends the sessions (validSince): a refresh answers TOKEN_EXPIRED, and the SDK signs the account out', async () => {
    await createMockAccount({ email: 'pat@example.com', password: 'secret123' })
    const auth = newAuth()
    const { user } = await signInWithEmailAndPassword(auth, 'pat@example.com', 'secret123')
    expect(await admin('update', { localId: user.uid, validSince: Math.floor(Date.now() / 1000) })).toMatchObject({ status: 200 })
    await expect(user.getIdToken(true)).rejects.toMatchObject({ code: 'auth/user-token-expired' })
    await new Promise<void>((resolve) => onAuthStateChanged(auth, (now) => (now ? undefined : resolve())))
    expect(auth.currentUser).toBeNull()
    // Signing in again starts a new session.
    expect((await signInWithEmailAndPassword(newAuth(), 'pat@example.com', 'secret123')).user.uid).toBe(user.uid)
  })
})
