// The owners' staff list at the /api, in the function (firebase-admin against the mock's Auth and Firestore) and the
// demo alike: an account that signed up is added by its email and, once its token is renewed, works as staff; it is
// removed, document first, then its claim and its sessions; each change is recorded; an owner is never made staff,
// nobody but an owner changes the list, and an email no account uses is said so.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, documentExists, documentsIn, shopOf, storedDocument } from '../../../tests/support/api-adapters'
import { idToken, ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'
import { claimsAfterRefresh, claimsAfterSignIn, createMockAccount, DEMO_OWNER_EMAIL } from '../../../tests/support/mock-accounts'

const boss = ownerIdToken('boss')

describe.each(ADAPTERS)('the staff list ($name)', (adapter) => {
  const { call } = shopOf(adapter)
  const add = (email: string, token = boss) => call('POST', '/api/admin/staff', { body: { email }, idToken: token })
  const remove = (uid: string, token = boss) => call('POST', `/api/admin/staff/${uid}/remove`, { body: {}, idToken: token })
  const list = (token = boss) => call('GET', '/api/admin/staff', { idToken: token })

  it('adds an account by its email: its next token carries the claim, it works as staff, and the change is recorded', async () => {
    const { localId, refreshToken } = await createMockAccount({ email: 'pat@example.com', password: 'secret123' })
    expect(await add(' Pat@Example.com ')).toMatchObject({
      status: 200,
      body: { added: true, member: { uid: localId, email: 'pat@example.com', by: 'boss@example.com', since: expect.any(String) } },
    })
    expect(storedDocument(`staff/${localId}`)).toMatchObject({ email: 'pat@example.com', by: 'boss@example.com', since: expect.any(String) })
    expect(claimsAfterRefresh(refreshToken)).toMatchObject({ staff: true })
    expect(await list(staffIdToken(localId))).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
    expect((await list()).body).toMatchObject({
      staff: expect.arrayContaining([{ uid: localId, email: 'pat@example.com', since: expect.any(String), by: 'boss@example.com' }]),
    })
    expect(documentsIn('staffChanges')).toEqual([{ at: expect.any(String), by: 'boss@example.com', change: 'added', uid: localId, email: 'pat@example.com' }])
    // Adding them again changes nothing and records nothing.
    expect(await add('pat@example.com')).toMatchObject({ status: 200, body: { added: false, member: { uid: localId } } })
    expect(documentsIn('staffChanges')).toHaveLength(1)
  })

  it('removes a staff member: the document, then the claim, and their sessions end', async () => {
    const { localId, refreshToken } = await createMockAccount({ email: 'pat@example.com', password: 'secret123' })
    await add('pat@example.com')
    expect(await remove(localId)).toMatchObject({ status: 200, body: { removed: true, member: { email: 'pat@example.com' } } })
    expect(documentExists(`staff/${localId}`)).toBe(false)
    expect(() => claimsAfterRefresh(refreshToken)).toThrow('TOKEN_EXPIRED')
    expect(documentsIn('staffChanges').map(({ change, by }) => [change, by])).toEqual(
      expect.arrayContaining([
        ['added', 'boss@example.com'],
        ['removed', 'boss@example.com'],
      ]),
    )
    // Signed in again, their token no longer carries the claim.
    expect(await claimsAfterSignIn('pat@example.com', 'secret123')).not.toHaveProperty('staff')
    expect(await remove(localId)).toMatchObject({ status: 404, body: { error: { code: 'not-staff' } } })
  })

  it('says so when no account uses the email, or it is not one, and never makes an owner staff', async () => {
    expect(await add('nobody@example.com')).toEqual({
      status: 404,
      body: { error: { code: 'no-account', message: 'No account uses this email; ask them to sign up first.' } },
    })
    expect(await add('not an email')).toMatchObject({ status: 400, body: { error: { code: 'email' } } })
    expect(await add(DEMO_OWNER_EMAIL)).toMatchObject({ status: 409, body: { error: { code: 'owner' } } })
    expect(documentsIn('staffChanges')).toEqual([])
  })

  it('is the owners’ alone: staff, a shopper and nobody signed in are refused, and nothing changes', async () => {
    const { localId } = await createMockAccount({ email: 'pat@example.com', password: 'secret123' })
    const staff = staffIdToken('sam', 'sam@example.com')
    expect(await add('pat@example.com', staff)).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
    expect(await remove('sam', staff)).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
    expect(await list(staff)).toMatchObject({ status: 403 })
    expect(await add('pat@example.com', idToken('ann', { email: 'ann@example.com' }))).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
    expect(await call('GET', '/api/admin/staff')).toMatchObject({ status: 401 })
    expect(documentExists(`staff/${localId}`)).toBe(false)
    expect(documentExists('staff/sam')).toBe(true)
  })
})
