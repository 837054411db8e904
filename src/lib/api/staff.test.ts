// The back office's two roles at the /api, in the function and the demo alike: staff ship, deliver and record what
// came back, each written to the order's history under their own email; they never reach the money (refund, cancel,
// proof of dispatch) nor the catalog, its prices, stock or settings: 403, and nothing changes. Every handler asks
// the one door (back-office-access.ts).
import { describe, expect, it } from 'vitest'
import { ADAPTERS, documentsIn, orderOf, shirt, shopOf, stockLeft, unlistStaff } from '../../../tests/support/api-adapters'
import { idToken, ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'

const shipment = { carrier: 'An Post', trackingNumber: 'CX123456789IE' }
const backOnSale = { lines: [{ line: 0, quantity: 1, resell: 1 }], deductionCents: 0 }
const OWNERS_ONLY = { status: 403, body: { error: { code: 'owners-only', message: 'Only the shop’s owners may do this; staff cannot.' } } }

let attempts = 0
const newAttemptId = () => `attempt-staff-${String(++attempts).padStart(10, '0')}`

describe.each(ADAPTERS)('staff in the back office ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const staff = staffIdToken('sam', 'sam@example.com')
  async function paidOrder() {
    const started = await startCheckout([shirt('M', 'navy')])
    await adapter.pay(started.sessionId)
    return started
  }
  const act = (orderId: string, action: string, body: object, token = staff) => call('POST', `/api/admin/orders/${orderId}/${action}`, { body, idToken: token })

  it('ship, deliver and record a return; the history says which account did each', async () => {
    const { orderId, token } = await paidOrder()
    expect(await act(orderId, 'ship', shipment)).toMatchObject({ status: 200, body: { order: { status: 'shipped', shipment } } })
    expect(await act(orderId, 'deliver', {})).toMatchObject({ status: 200, body: { order: { status: 'delivered' } } })
    expect(await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token } })).toMatchObject({ status: 200 })
    // The goods are back: the refund the returns terms decide follows, as for an owner's press.
    expect(await act(orderId, 'return', backOnSale)).toMatchObject({ status: 200, body: { order: { status: 'refunded' } } })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(orderOf(orderId).history?.map(({ what, by }) => [what.split(':')[0], by])).toEqual([
      ['Marked shipped', 'sam@example.com'],
      ['Marked delivered', 'sam@example.com'],
      [expect.stringMatching(/^Withdrawn by the shopper; the refund is due by \d+ \w+ \d{4} at \d\d$/), 'guest@example.com'],
      ['Recorded the return', 'sam@example.com'],
      [expect.stringMatching(/^Refunded/), 'sam@example.com'],
    ])
  })

  it('cannot refund, cancel or send a withdrawal’s refund on the shopper’s word: 403, no money moves, the order stays', async () => {
    const { orderId, token } = await paidOrder()
    expect(await act(orderId, 'refund', { attemptId: newAttemptId() })).toMatchObject(OWNERS_ONLY)
    expect(await act(orderId, 'refund', { attemptId: newAttemptId(), amountCents: 100 })).toMatchObject(OWNERS_ONLY)
    expect(await act(orderId, 'refund', { attemptId: newAttemptId(), lines: [{ line: 0, quantity: 1, resell: true }] })).toMatchObject(OWNERS_ONLY)
    const unpaid = await startCheckout([shirt('XL', 'coral')])
    expect(await act(unpaid.orderId, 'cancel', {})).toMatchObject(OWNERS_ONLY)
    expect(orderOf(unpaid.orderId)).toMatchObject({ status: 'pending' })
    await act(orderId, 'ship', shipment)
    await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token } })
    expect(await act(orderId, 'proof', { reference: 'RR1IE' })).toMatchObject(OWNERS_ONLY)
    expect(adapter.providerRefunds()).toEqual([])
    expect(orderOf(orderId)).toMatchObject({ status: 'withdrawn' })
    expect(orderOf(orderId).returnProof).toBeUndefined()
    // An owner may, on the same order.
    expect(await act(orderId, 'proof', { reference: 'RR1IE' }, ownerIdToken('boss'))).toMatchObject({ status: 200 })
  })

  it('cannot edit the catalog, its prices, stock or settings: 403 and no record', async () => {
    const edits: [string, object][] = [
      ['/api/admin/items/2/9', { attemptId: newAttemptId(), revision: 0, changes: { price: 1 } }],
      ['/api/admin/items/2', { attemptId: newAttemptId(), item: { name: 'Free Shirt', price: 1 } }],
      ['/api/admin/stock/2/9', { attemptId: newAttemptId(), units: { 'M/navy': { from: 5, to: 500 } } }],
      ['/api/admin/settings', { lowStockThreshold: 9 }],
    ]
    for (const [path, body] of edits) expect(await call('POST', path, { body, idToken: staff }), path).toMatchObject(OWNERS_ONLY)
    expect(documentsIn('catalogEdits')).toEqual([])
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it('a removed staff member, the claim still in their token, and a shopper can do nothing', async () => {
    const { orderId } = await paidOrder()
    const refused = { status: 403, body: { error: { code: 'not-owner', message: 'Only the shop’s owners and staff may do this.' } } }
    expect(await act(orderId, 'ship', shipment, idToken('ann', { email: 'ann@example.com' }))).toMatchObject(refused)
    unlistStaff('sam')
    expect(await act(orderId, 'ship', shipment)).toMatchObject(refused)
    expect(await act(orderId, 'refund', { attemptId: newAttemptId() })).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
    expect(await act(orderId, 'ship', shipment, '')).toMatchObject({ status: 401 })
    expect(orderOf(orderId)).toMatchObject({ status: 'paid' })
  })
})
