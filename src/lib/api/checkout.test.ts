// POST /api/checkout in the function and the demo alike: the cart checked and priced from the catalog, its units
// held from the stock documents in one transaction, one order per press, and a clear refusal for anything else.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, documentsIn, orderOf, shirt, shopOf, stockLeft, stockShown } from '../../../tests/support/api-adapters'
import { idToken } from '../../../tests/support/id-tokens'
import { storeCount, storeStockDocument } from '../../../tests/support/mock-state'

/** The demo catalog's tent (collection 5, item 34, $289): no sizes. */
const tent = (quantity = 1) => ({ collectionId: '5', itemId: 34, quantity })

let attempts = 0
const newAttemptId = () => `attempt-checkout-${String(++attempts).padStart(8, '0')}`

describe.each(ADAPTERS)('POST /api/checkout ($name)', (adapter) => {
  const { call, checkout, startCheckout } = shopOf(adapter)

  it('creates a pending order for 30 minutes at catalog prices, held on the stock documents, and answers the payment page', async () => {
    const answer = await checkout([shirt('M', 'navy', 2), tent()])
    // A guest's browser is given its checkout pass with its first checkout.
    expect(answer).toEqual({ status: 200, body: { url: expect.stringMatching(/cs_test_[\w-]+$/), pass: expect.stringMatching(/^[\w-]{43}$/) } })
    const [order] = documentsIn('orders') as { id: string; expiresAt: string; createdAt: string }[]
    expect(orderOf(order!.id)).toMatchObject({ status: 'pending', uid: null, email: 'guest@example.com', subtotalCents: 33898, sessionId: expect.any(String) })
    expect(Date.parse(order!.expiresAt) - Date.parse(order!.createdAt)).toBe(30 * 60_000)
    expect(stockLeft('2', 9, 'M/navy')).toBe(3)
    expect(new URL(adapter.successUrlOf(orderOf(order!.id).sessionId!)).searchParams.get('token')).toMatch(/^[\w-]{43}$/)
  })

  it('charges the catalog price whatever price the request or a tampered cart carries', async () => {
    const { orderId } = await startCheckout([{ ...shirt('M', 'navy', 2), price: 1, unitCents: 100 }], { total: 2, totalCents: 200 })
    expect(orderOf(orderId)).toMatchObject({ subtotalCents: 4998, lines: [{ unitCents: 2499, quantity: 2 }] })
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
        body: {
          error: {
            code: 'cart-changed',
            problems: [{ line: 0, code: 'unavailable', message: 'Classic Crew Neck T-Shirt cannot be ordered in size M, Navy at the moment.' }],
          },
        },
      })
    }
    expect(stockLeft('2', 9, 'M/navy')).toEqual(count)
    expect(documentsIn('orders')).toEqual([])
    expect(adapter.sessionCount()).toBe(0)
  })

  it('decides from the stock document, not from the units the collection shows', async () => {
    // The shop's copy may trail by up to a minute: it says one left, the truth says none, and the other way round.
    storeCount('2', 9, 'XL/coral', 0, 1)
    expect(await checkout([shirt('XL', 'coral')])).toMatchObject({ status: 409, body: { error: { problems: [{ code: 'short', available: 0 }] } } })
    storeCount('2', 9, 'XL/coral', 1, 0)
    expect(await checkout([shirt('XL', 'coral')])).toMatchObject({ status: 200 })
    expect(stockLeft('2', 9, 'XL/coral')).toBe(0)
    expect(stockShown('2', 9, 'XL/coral')).toBe(0)
  })

  it('counts an item without options: a checkout holds its units and is refused more than are left', async () => {
    storeCount('5', 34, '*', 3)
    await startCheckout([tent(2)])
    expect(stockLeft('5', 34, '*')).toBe(1)
    expect(await checkout([tent(2)])).toMatchObject({
      status: 409,
      body: { error: { problems: [{ code: 'short', available: 1, message: 'Only 1 left.' }] } },
    })
    expect(documentsIn('orders')).toHaveLength(1)
  })

  it('sells none of an item without a stock document, nor of a variant its units do not list; an unlimited item is sold without taking units', async () => {
    storeStockDocument('5', 34, null)
    expect(await checkout([tent()])).toMatchObject({ status: 409, body: { error: { problems: [{ code: 'short', available: 0 }] } } })
    storeStockDocument('2', 9, { collectionId: '2', itemId: 9, units: { 'S/navy': 14 } })
    expect(await checkout([shirt('M', 'navy')])).toMatchObject({ status: 409, body: { error: { problems: [{ code: 'short', available: 0 }] } } })
    expect(documentsIn('orders')).toEqual([])
    storeStockDocument('2', 9, { collectionId: '2', itemId: 9, units: { 'M/navy': 0 }, unlimited: true })
    const { sessionId } = await startCheckout([shirt('M', 'navy', 3)])
    expect(stockLeft('2', 9, 'M/navy')).toBe(0)
    await adapter.expire(sessionId)
    expect(stockLeft('2', 9, 'M/navy')).toBe(0)
  })

  it('two shoppers racing for the last unit: one order, one clear refusal, stock never below 0', async () => {
    // Commits wait a moment, so both transactions read the last unit before either writes: only the store's
    // contention check (the later commit aborted, then retried) keeps it to one order.
    adapter.slowCommits(150)
    const answers = await Promise.all([checkout([shirt('XL', 'coral')]), checkout([shirt('XL', 'coral')], { email: 'bob@example.com' })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      error: {
        code: 'cart-changed',
        message: 'Some items in your cart changed. Nothing was charged.',
        problems: [{ line: 0, code: 'short', available: 0, message: 'Classic Crew Neck T-Shirt is sold out in size XL, Coral.' }],
      },
    })
    expect(stockLeft('2', 9, 'XL/coral')).toBe(0)
    expect(documentsIn('orders')).toHaveLength(1)
  }, 20_000)

  it('a double click makes one order and one payment page; the same attempt with another cart is refused', async () => {
    const body = { lines: [shirt('M', 'navy')], email: 'guest@example.com', country: 'IE', attemptId: newAttemptId() }
    const [first, second] = await Promise.all([call('POST', '/api/checkout', { body }), call('POST', '/api/checkout', { body })])
    expect(first!.status).toBe(200)
    expect(second).toMatchObject({ status: 200, body: { url: (first!.body as { url: string }).url } })
    expect(documentsIn('orders')).toHaveLength(1)
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
    const other = await call('POST', '/api/checkout', { body: { ...body, lines: [shirt('M', 'navy', 2)] } })
    expect(other).toMatchObject({ status: 409, body: { error: { code: 'attempt-reused' } } })
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
  }, 20_000)

  it.each([
    ['an empty cart', { lines: [] }, 400, 'empty-cart'],
    ['0 units', { lines: [tent(0)] }, 400, 'bad-quantity'],
    ['1,000 units', { lines: [tent(1000)] }, 400, 'bad-quantity'],
    ['an unknown item', { lines: [{ ...tent(), itemId: 9999 }, shirt('M', 'navy')] }, 409, 'cart-changed'],
    ['an unknown variant', { lines: [shirt('XXL', 'coral')] }, 409, 'cart-changed'],
    ['a size on an item without sizes', { lines: [{ ...tent(), size: 'M' }] }, 409, 'cart-changed'],
    ['a missing email', { lines: [tent()], email: undefined }, 400, 'email-required'],
    ['a malformed email', { lines: [tent()], email: 'not-an-email' }, 400, 'bad-email'],
    ['no country', { lines: [tent()], country: undefined }, 400, 'bad-country'],
    ['a country the shop does not ship to', { lines: [tent()], country: 'CH' }, 400, 'bad-country'],
    ['more than 100 lines', { lines: Array.from({ length: 101 }, (_, i) => ({ collectionId: '2', itemId: i + 1, quantity: 1 })) }, 400, 'too-many-lines'],
  ])('refuses %s with a clear error and holds nothing', async (_, body, status, code) => {
    const answer = await call('POST', '/api/checkout', { body: { email: 'guest@example.com', country: 'IE', attemptId: newAttemptId(), ...body } })
    expect(answer).toMatchObject({ status, body: { error: { code, message: expect.any(String) } } })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(documentsIn('orders')).toEqual([])
  })

  it('refuses a body over 64 kB and a bad ID token', async () => {
    const raw = JSON.stringify({ lines: [tent()], email: 'guest@example.com', attemptId: newAttemptId(), pad: 'x'.repeat(65 * 1024) })
    expect(await call('POST', '/api/checkout', { raw })).toMatchObject({ status: 413, body: { error: { code: 'body-too-large' } } })
    expect(await checkout([tent()], {}, idToken('ann', { expired: true }))).toMatchObject({ status: 401 })
    expect(documentsIn('orders')).toEqual([])
  })

  it('uses a signed-in shopper’s own uid and email', async () => {
    const { orderId } = await startCheckout([tent()], { email: undefined }, idToken('ann', { email: 'ann@example.com' }))
    expect(orderOf(orderId)).toMatchObject({ uid: 'ann', email: 'ann@example.com' })
  })
})
