// The shopper's own account on the server, over both adapters: deleting it (the profile and the Auth account go,
// the orders stay with no account, the caller must have signed in just before) and the profile's email brought in
// step with the account's.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, mailTo, orderOf, shirt, shopOf } from '../../../tests/support/api-adapters'
import { idToken, ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'
import { createMockAccount, dropMockAccount, mockAccountExists } from '../../../tests/support/mock-accounts'
import { RECENT_SIGN_IN_SECONDS } from './account'

const ANN = { email: 'ann@example.com', password: 'secret123' }

describe.each(ADAPTERS)('the shopper’s account ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const remove = (token: string | undefined, body: unknown = { confirm: true }) =>
    call('POST', '/api/account/delete', { body, ...(token ? { idToken: token } : {}) })
  const profileOf = async (uid: string) => (await adapter.deps().store.get(`users/${uid}`)).data
  const saveProfile = (uid: string, email: string) =>
    adapter.deps().store.runTransaction(async (tx) => tx.set(`users/${uid}`, { displayName: 'Ann', email, createdAt: new Date() }))

  it('deletes the profile and the Auth account; the orders stay, joined to no account, and can never be joined again', async () => {
    const { localId, idToken: token } = await createMockAccount(ANN)
    await saveProfile(localId, ANN.email)
    const first = await startCheckout([shirt('M', 'navy')], { email: ANN.email }, token)
    const second = await startCheckout([shirt('S', 'navy')], { email: ANN.email }, token)
    const someoneElse = await startCheckout([shirt('M', 'navy')], { email: 'bob@example.com' }, idToken('bob', { email: 'bob@example.com' }))

    expect(await remove(token)).toEqual({ status: 200, body: { deleted: true, ordersKept: 2 } })
    expect(await profileOf(localId)).toBeUndefined()
    expect(mockAccountExists(localId)).toBe(false)
    for (const { orderId } of [first, second]) {
      // The record the shop keeps: what was sold, to whom and where, and nothing joining it to an account.
      expect(orderOf(orderId)).toMatchObject({ uid: null, email: ANN.email, accountDeletedAt: expect.stringMatching(/^20\d\d-/), status: 'pending' })
    }
    expect(orderOf(someoneElse.orderId)).toMatchObject({ uid: 'bob' })
    expect(orderOf(someoneElse.orderId)).not.toHaveProperty('accountDeletedAt')
    expect(mailTo(ANN.email).at(-1)).toMatchObject({ message: { subject: 'Your account is deleted' } })

    // A new account with the same address, even a verified one, does not get the orders back.
    const again = idToken('ann-again', { email: ANN.email, emailVerified: true })
    const claimed = await call('POST', '/api/account/claim-orders', { body: { orders: [{ orderId: first.orderId, token: first.token }] }, idToken: again })
    expect(claimed).toMatchObject({ status: 200, body: { joined: [], refused: [first.orderId] } })
    expect(orderOf(first.orderId).uid).toBeNull()
  })

  it('asks for a sign-in of the last minutes, and an explicit confirmation; a visitor is refused', async () => {
    const { localId, idToken: token } = await createMockAccount(ANN)
    await saveProfile(localId, ANN.email)
    adapter.setClock(new Date(Date.now() + (RECENT_SIGN_IN_SECONDS + 60) * 1000))
    expect(await remove(token)).toMatchObject({ status: 401, body: { error: { code: 'recent-sign-in' } } })
    adapter.setClock(null)
    expect(await remove(token, {})).toMatchObject({ status: 400, body: { error: { code: 'malformed' } } })
    expect(await remove(token, { confirm: 'yes' })).toMatchObject({ status: 400 })
    expect(await remove(undefined)).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } })
    expect(mockAccountExists(localId)).toBe(true)
    expect(await profileOf(localId)).toBeDefined()
  })

  it('refuses an owner’s or a staff member’s account: it is removed from the owners or the staff first', async () => {
    expect(await remove(ownerIdToken('boss'))).toMatchObject({ status: 409, body: { error: { code: 'owner' } } })
    expect(await remove(staffIdToken('sam'))).toMatchObject({ status: 409, body: { error: { code: 'staff' } } })
  })

  it('a retry after the Auth account is gone finishes the same', async () => {
    const { localId, idToken: token } = await createMockAccount(ANN)
    dropMockAccount(localId)
    expect(await remove(token)).toMatchObject({ status: 200, body: { deleted: true, ordersKept: 0 } })
  })

  it('brings the profile’s email in step with the account’s, and changes nothing when it is', async () => {
    const { localId } = await createMockAccount(ANN)
    await saveProfile(localId, 'ann.old@example.com')
    const token = idToken(localId, { email: ANN.email })
    expect(await call('POST', '/api/account/email', { body: {}, idToken: token })).toEqual({ status: 200, body: { email: ANN.email, changed: true } })
    expect(await profileOf(localId)).toMatchObject({ email: ANN.email, displayName: 'Ann' })
    expect(await call('POST', '/api/account/email', { body: {}, idToken: token })).toEqual({ status: 200, body: { email: ANN.email, changed: false } })
    // No profile yet: nothing is made here (the app creates it, under the rules).
    expect(await call('POST', '/api/account/email', { body: {}, idToken: idToken('nobody', { email: 'x@example.com' }) })).toMatchObject({
      body: { changed: false },
    })
    expect(await profileOf('nobody')).toBeUndefined()
    expect(await call('POST', '/api/account/email', { body: {} })).toMatchObject({ status: 401 })
  })
})
