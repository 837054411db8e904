// The back office's customers over both adapters: each buyer's summary kept as their orders are paid and refunded
// (a guest and then an account with the same email are one customer), the backfill of older orders, and the owner's
// export and erasure of one customer's data; staff may read the list (rules) but neither export nor erase.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, documentExists, documentsIn, forgetCustomers, orderOf, shirt, shopOf, storedDocument } from '../../../tests/support/api-adapters'
import { idToken, ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'
import { createMockAccount, mockAccountExists } from '../../../tests/support/mock-accounts'
import { customerKey } from '../orders/customer-summary'
import { ERASED_EVENT } from '../orders/customer-erase'

const ANN = { email: 'ann@example.com', password: 'secret123' }
const tent = { collectionId: '5', itemId: 34, quantity: 1 }
const DAY = 86_400_000

describe.each(ADAPTERS)('customers ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const owner = ownerIdToken('boss', 'boss@example.com')
  const staff = staffIdToken('sam')
  const key = customerKey(ANN.email)!
  const summary = () => (documentExists(`customers/${key}`) ? storedDocument(`customers/${key}`) : undefined)

  async function paid(email = ANN.email, token?: string) {
    const started = await startCheckout([tent], { email }, token)
    await adapter.pay(started.sessionId)
    return started
  }

  it('keeps one summary per email: a guest and then an account with it, a checkout left unpaid, a partial refund', async () => {
    const guest = await paid('Ann@Example.com')
    const { idToken: token } = await createMockAccount(ANN)
    const account = await paid(ANN.email, token)
    const unpaid = await startCheckout([shirt('M', 'navy')], { email: ANN.email })
    await adapter.expire(unpaid.sessionId)
    await paid('bob@example.com')
    const refund = { attemptId: 'refund-attempt-0000000101', amountCents: 700 }
    expect(await call('POST', `/api/admin/orders/${account.orderId}/refund`, { body: refund, idToken: owner })).toMatchObject({ status: 200 })
    // The provider's event again changes nothing.
    await adapter.redeliver(unpaid.sessionId)

    const total = orderOf(guest.orderId).totalCents + orderOf(account.orderId).totalCents - 700
    const { name, ...address } = orderOf(account.orderId).shippingAddress!
    expect(summary()).toMatchObject({ email: ANN.email, name, orders: 2, spentCents: total, lastOrderAt: orderOf(unpaid.orderId).createdAt })
    expect(Object.values(summary()!.addresses as object)).toEqual([expect.objectContaining(address)])
    expect(
      documentsIn('customers')
        .map((customer) => customer.email)
        .sort(),
    ).toEqual([ANN.email, 'bob@example.com'])
  })

  it('counts the orders stored before the summaries once: owners only', async () => {
    await paid()
    await paid()
    const before = summary()
    forgetCustomers()
    expect(await call('POST', '/api/admin/customers/backfill', { body: {}, idToken: staff })).toMatchObject({ status: 403 })
    expect(await call('POST', '/api/admin/customers/backfill', { body: {}, idToken: owner })).toMatchObject({ status: 200, body: { counted: 2, next: null } })
    expect(summary()).toEqual(before)
    expect(await call('POST', '/api/admin/customers/backfill', { body: {}, idToken: owner })).toMatchObject({ body: { counted: 0 } })
    expect(summary()).toEqual(before)
  })

  it('exports everything stored about one customer to an owner; staff and shoppers are refused', async () => {
    const { localId, idToken: token } = await createMockAccount(ANN)
    await adapter.deps().store.runTransaction(async (tx) => {
      tx.set(`users/${localId}`, { displayName: 'Ann', email: ANN.email, createdAt: new Date(), wishlist: ['9'] })
      tx.set('stockAlerts/alert1', { email: ANN.email, key: '2_9/XS/navy', status: 'waiting', createdAt: new Date() })
    })
    const order = await paid(ANN.email, token)
    const path = `/api/admin/customers/${key}/export`
    expect(await call('POST', path, { body: {}, idToken: staff })).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
    expect(await call('POST', path, { body: {}, idToken: idToken('ann', { email: ANN.email }) })).toMatchObject({ status: 403 })
    expect(await call('POST', path, { body: {} })).toMatchObject({ status: 401 })
    expect(await call('POST', '/api/admin/customers/not-a-key!/export', { body: {}, idToken: owner })).toMatchObject({ status: 404 })
    const answer = await call('POST', path, { body: {}, idToken: owner })
    expect(answer).toMatchObject({
      status: 200,
      body: {
        email: ANN.email,
        customer: { email: ANN.email, orders: 1 },
        orders: [{ id: order.orderId, email: ANN.email, uid: localId }],
        accounts: [{ uid: localId, profile: { email: ANN.email, wishlist: ['9'] } }],
        backInStockRequests: [{ id: 'alert1', email: ANN.email }],
      },
    })
    expect((answer.body as { mails: { to: string }[] }).mails.length).toBeGreaterThan(0)
    // Their data as they would read it: the addresses a list, and none of the shop's workings (search terms made of
    // their name, hashes of the order's private link and of the cart, the attempt id, the counts' flags).
    const body = answer.body as { customer: { addresses: unknown }; orders: object[] }
    expect(body.customer.addresses).toEqual([expect.objectContaining({ line1: '1 Test Street', city: 'Dublin' })])
    const fields = JSON.stringify(answer.body)
    for (const working of ['nameTerms', 'tokenHash', 'cartHash', 'attemptId', 'inDailyTotals', 'inNetSales', 'inCustomers', 'attention'])
      expect(fields, working).not.toContain(`"${working}"`)
    expect(storedDocument(`orders/${order.orderId}`)).toHaveProperty('tokenHash')
  })

  it('erases on request: the paid order kept without personal data, the rest deleted, the account too; recorded', async () => {
    const { localId, idToken: token } = await createMockAccount(ANN)
    await adapter.deps().store.runTransaction(async (tx) => {
      tx.set(`users/${localId}`, { displayName: 'Ann', email: ANN.email, createdAt: new Date() })
      tx.set('stockAlerts/alert1', { email: ANN.email, key: '2_9/XS/navy', status: 'waiting', createdAt: new Date() })
    })
    const kept = await paid(ANN.email, token)
    const unpaid = await startCheckout([shirt('M', 'navy')], { email: ANN.email })
    await adapter.expire(unpaid.sessionId)
    const bob = await paid('bob@example.com')
    const path = `/api/admin/customers/${key}/erase`
    const confirm = { confirm: ANN.email }

    expect(await call('POST', path, { body: confirm, idToken: staff })).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
    expect(await call('POST', path, { body: { confirm: 'bob@example.com' }, idToken: owner })).toMatchObject({
      status: 400,
      body: { error: { code: 'confirm' } },
    })
    // Paid and not yet delivered: the shop still needs where to send it.
    expect(await call('POST', path, { body: confirm, idToken: owner })).toMatchObject({
      status: 409,
      body: { error: { code: 'under-way', orders: [kept.orderId] } },
    })
    await call('POST', `/api/admin/orders/${kept.orderId}/ship`, { body: { carrier: 'An Post', trackingNumber: 'CX1IE' }, idToken: owner })
    await call('POST', `/api/admin/orders/${kept.orderId}/deliver`, { body: {}, idToken: owner })
    // Past the withdrawal period.
    adapter.setClock(new Date(Date.now() + 30 * DAY))
    const before = orderOf(kept.orderId)
    expect(await call('POST', path, { body: confirm, idToken: owner })).toMatchObject({
      status: 200,
      body: { erased: true, ordersKept: 1, ordersDeleted: 1, accounts: 1 },
    })

    const after = orderOf(kept.orderId)
    expect(after).toMatchObject({ email: '', uid: null, totalCents: before.totalCents, lines: before.lines, paidAt: before.paidAt, status: 'delivered' })
    expect(after.shippingAddress).toEqual({ name: '', line1: '', city: '', postalCode: '', country: before.shippingAddress!.country })
    expect(after.history!.at(-1)).toMatchObject({ by: 'boss@example.com', what: ERASED_EVENT })
    expect(documentExists(`orders/${unpaid.orderId}`)).toBe(false)
    expect(documentExists(`users/${localId}`)).toBe(false)
    expect(mockAccountExists(localId)).toBe(false)
    expect(documentsIn('stockAlerts')).toEqual([])
    expect(summary()).toBeUndefined()
    expect(documentsIn('mail').filter((mail) => mail.to === ANN.email)).toEqual([])
    // Someone else's order and summary are untouched.
    expect(orderOf(bob.orderId).email).toBe('bob@example.com')
    expect(documentsIn('customers').map((customer) => customer.email)).toEqual(['bob@example.com'])
    // The record says who erased and when, and what was kept, not whom by name or address.
    const records = documentsIn('erasures')
    expect(records).toEqual([expect.objectContaining({ by: 'boss@example.com', ordersKept: [kept.orderId], ordersDeleted: 1, accounts: 1, requests: 1 })])
    expect(JSON.stringify(records)).not.toContain('ann')
    // A later refund of the kept order writes no summary for anyone.
    const refund = { attemptId: 'refund-attempt-0000000102', amountCents: 100 }
    expect(await call('POST', `/api/admin/orders/${kept.orderId}/refund`, { body: refund, idToken: owner })).toMatchObject({ status: 200 })
    expect(documentsIn('customers')).toHaveLength(1)
  })
})
