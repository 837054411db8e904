// POST /api/checkout on the mock backend: validation, re-pricing from the catalog, stock held at once.
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { idToken } from '../../tests/support/id-tokens'
import { storeCount } from '../../tests/support/mock-state'
import { api, checkout, newAttemptId, shirt, startCheckout, stockLeft, tent } from '../../tests/support/shop-api'
import { mockState } from '../state'
import { readOrder } from '../../tests/support/demo-orders'

afterEach(deleteDemoApps)

describe('POST /api/checkout', () => {
  it('creates a pending order for 30 minutes at catalog prices and sends the shopper to the payment page', async () => {
    const { status, json } = await checkout([shirt('M', 'navy', 2), tent()])
    expect(status).toBe(200)
    expect(json).toEqual({ url: expect.stringMatching(/^\/demo-pay\/cs_test_[\w-]{20}$/) })
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

  it('charges the catalog price when the request carries a price, or comes from a cart that stored a wrong one', async () => {
    // A tampered stored cart says the tent costs $1; whatever the page sends along, only the catalog prices it.
    const { orderId } = await startCheckout([{ ...tent(2), price: 1, unitCents: 100 }], { total: 100, totalCents: 100 })
    expect(readOrder(orderId)).toMatchObject({ subtotalCents: 57800, lines: [{ unitCents: 28900, quantity: 2 }] })
  })

  it('holds the stock at once: the catalog documents the shop reads show one unit less', async () => {
    expect(await stockLeft('2', 9, 'M/navy')).toBe(5)
    await startCheckout([shirt('M', 'navy', 2)])
    expect(await stockLeft('2', 9, 'M/navy')).toBe(3)
  })

  it.each([
    ['text', '1'],
    ['negative', -2],
    ['fractional', 1.5],
  ])('refuses any quantity of a variant whose stored count is %s, and holds nothing', async (_, count) => {
    storeCount('2', 9, 'M/navy', count)
    for (const quantity of [50, 99]) {
      expect(await checkout([shirt('M', 'navy', quantity)])).toMatchObject({
        status: 409,
        json: {
          error: { problems: [{ line: 0, code: 'unavailable', message: 'Classic Crew Neck T-Shirt cannot be ordered in size M, Navy at the moment.' }] },
        },
      })
    }
    expect(Object.keys(mockState().documents).filter((key) => key.startsWith('orders/'))).toEqual([])
  })

  it('decides from the stock documents, whatever the catalog shows', async () => {
    storeCount('2', 9, 'XL/coral', 0, 1)
    expect(await checkout([shirt('XL', 'coral')])).toMatchObject({ status: 409, json: { error: { problems: [{ code: 'short', available: 0 }] } } })
    // Publishing right after each change: the shop shows the truth once a checkout has touched the item.
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(1)
    storeCount('2', 9, 'XL/coral', 2, 0)
    await startCheckout([shirt('XL', 'coral')])
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(1)
  })

  it('two shoppers racing for the last unit: one order, one clear refusal, stock never below 0', async () => {
    const answers = await Promise.all([checkout([shirt('XL', 'coral')]), checkout([shirt('XL', 'coral')], { email: 'bob@example.com' })])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)!.json).toEqual({
      error: {
        code: 'cart-changed',
        message: 'Some items in your cart changed. Nothing was charged.',
        problems: [{ line: 0, code: 'short', available: 0, message: 'Classic Crew Neck T-Shirt is sold out in size XL, Coral.' }],
      },
    })
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(0)
  })

  it('a double click (the same attempt twice at once) makes one order; the same attempt with another cart is refused', async () => {
    const body = { lines: [shirt('M', 'navy')], email: 'guest@example.com', attemptId: newAttemptId() }
    const [first, second] = await Promise.all([api('/checkout', { body }), api('/checkout', { body })])
    expect(first!.json.url).toBe(second!.json.url)
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
    const other = await api('/checkout', { body: { ...body, lines: [shirt('M', 'navy', 2)] } })
    expect(other).toMatchObject({ status: 409, json: { error: { code: 'attempt-reused' } } })
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
  })

  it.each([
    ['an empty cart', { lines: [] }, 400, 'empty-cart'],
    ['0 units', { lines: [tent(0)] }, 400, 'bad-quantity'],
    ['1,000 units', { lines: [tent(1000)] }, 400, 'bad-quantity'],
    ['an unknown item', { lines: [{ ...tent(), itemId: 9999 }] }, 409, 'cart-changed'],
    ['an unknown variant', { lines: [shirt('XXL', 'coral')] }, 409, 'cart-changed'],
    ['a size on an item without sizes', { lines: [{ ...tent(), size: 'M' }] }, 409, 'cart-changed'],
    ['a missing email', { lines: [tent()], email: undefined }, 400, 'email-required'],
    ['a malformed email', { lines: [tent()], email: 'not-an-email' }, 400, 'bad-email'],
    ['a cart over 100 lines', { lines: Array.from({ length: 101 }, () => tent()) }, 400, 'too-many-lines'],
  ])('refuses %s and changes nothing', async (_, body, status, code) => {
    const before = JSON.stringify(await stockLeft('2', 9, 'M/navy'))
    const { lines, ...extra } = body
    const answer = await checkout(lines, extra)
    expect(answer).toMatchObject({ status, json: { error: { code, message: expect.any(String) } } })
    expect(JSON.stringify(await stockLeft('2', 9, 'M/navy'))).toBe(before)
  })

  it('refuses a body over 64 kB, and a bad ID token', async () => {
    const raw = JSON.stringify({ lines: [tent()], email: 'guest@example.com', attemptId: newAttemptId(), pad: 'x'.repeat(65 * 1024) })
    expect(await api('/checkout', { raw })).toMatchObject({ status: 413, json: { error: { code: 'body-too-large' } } })
    expect(await checkout([tent()], {}, idToken('ann', { expired: true }))).toMatchObject({ status: 401 })
  })

  it('uses a signed-in shopper’s own uid and email', async () => {
    const { orderId } = await startCheckout([tent()], { email: undefined }, idToken('ann', { email: 'ann@example.com' }))
    expect(readOrder(orderId)).toMatchObject({ uid: 'ann', email: 'ann@example.com' })
  })
})
