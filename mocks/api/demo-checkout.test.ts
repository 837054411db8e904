// The checkout as only the demo's adapter makes it: its own payment page, the shopper's origin in the return
// addresses, and the units published into the catalog at once (the behaviour of both: src/lib/api/checkout.test.ts).
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { storeCount } from '../../tests/support/mock-state'
import { checkout, shirt, startCheckout, stockLeft, tent } from '../../tests/support/shop-api'
import { readOrder } from '../../tests/support/demo-orders'

afterEach(deleteDemoApps)

describe('POST /api/checkout in the demo', () => {
  it('creates a pending order for 30 minutes at catalog prices and sends the shopper to the payment page', async () => {
    const { status, json } = await checkout([shirt('M', 'navy', 2), tent()])
    expect(status).toBe(200)
    expect(json).toEqual({ url: expect.stringMatching(/^\/demo-pay\/cs_test_[\w-]{20}$/), pass: expect.stringMatching(/^[\w-]{43}$/) })
    const { orderId, session } = await startCheckout([tent()])
    const order = readOrder(orderId)!
    expect(order).toMatchObject({ status: 'pending', uid: null, email: 'guest@example.com', subtotalCents: 28900, sessionId: session.id })
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(30 * 60_000)
    expect(session.successUrl).toMatch(/^http:\/\/localhost:3000\/checkout\/success\?session_id=cs_test_/)
    const cancel = new URL(session.cancelUrl)
    expect([cancel.origin + cancel.pathname, cancel.searchParams.get('cancelled'), cancel.searchParams.get('order')]).toEqual([
      'http://localhost:3000/checkout',
      '1',
      orderId,
    ])
    expect(cancel.searchParams.get('token')).toMatch(/^[\w-]{43}$/)
  })

  it('holds the stock at once: the catalog documents the shop reads show one unit less', async () => {
    expect(await stockLeft('2', 9, 'M/navy')).toBe(5)
    await startCheckout([shirt('M', 'navy', 2)])
    expect(await stockLeft('2', 9, 'M/navy')).toBe(3)
  })

  it('publishes the stock documents’ truth once a checkout has touched the item', async () => {
    storeCount('2', 9, 'XL/coral', 0, 1)
    expect(await checkout([shirt('XL', 'coral')])).toMatchObject({ status: 409, json: { error: { problems: [{ code: 'short', available: 0 }] } } })
    // Publishing right after each change: the shop shows the truth once a checkout has touched the item.
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(1)
    storeCount('2', 9, 'XL/coral', 2, 0)
    await startCheckout([shirt('XL', 'coral')])
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(1)
  })
})
