// createCheckout against the mock Firestore (through the Admin SDK's transactions) and the Stripe fake.
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { stripeFake } from '../../mocks/stripe/state'
import { call, checkout, documentsIn, newAttemptId, orderOf, server, shirt, startCheckout, stockLeft } from './test-harness'

describe('createCheckout', () => {
  it('holds the stock, creates the pending order and opens a Checkout Session priced from the catalog', async () => {
    const answer = await checkout([shirt('M', 'navy', 2)])
    expect(answer).toEqual({ status: 200, body: { url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) } })
    const [session] = stripeFake().sessions.values()
    const order = await orderOf(session!.client_reference_id!)
    expect(order).toMatchObject({ status: 'pending', email: 'guest@example.com', subtotalCents: 4998, sessionId: session!.id, uid: null })
    expect(session).toMatchObject({
      customer_email: 'guest@example.com',
      expires_at: Math.floor(Date.parse(order.expiresAt) / 1000) + 60,
      line_items: [{ quantity: 2, unit_amount: 2499, name: 'Classic Crew Neck T-Shirt, size M, Navy' }],
      shipping_options: [
        { amount: 495, display_name: 'Standard' },
        { amount: 1495, display_name: 'Express' },
      ],
    })
    expect(session!.success_url).toMatch(/^https:\/\/shop\.test\/checkout\/success\?session_id=\{CHECKOUT_SESSION_ID\}&order=[0-9A-Z]{10}&token=[\w-]{43}$/)
    expect(stockLeft('2', 9, 'M/navy')).toBe(3)
  })

  it('charges the catalog price whatever price the request or a tampered cart carries', async () => {
    const { orderId } = await startCheckout([{ ...shirt('M', 'navy', 2), price: 1, unitCents: 100 }], { total: 2, totalCents: 200 })
    expect(await orderOf(orderId)).toMatchObject({ subtotalCents: 4998, lines: [{ unitCents: 2499, quantity: 2 }] })
    expect([...stripeFake().sessions.values()][0]!.amount_subtotal).toBe(4998)
  })

  it('two shoppers racing for the last unit: one order, one clear refusal, stock never below 0', async () => {
    // Commits wait a moment, so both transactions read the last unit before either writes: the race is real, and
    // only the service's contention check (the later commit aborted, then retried) keeps it to one order.
    server.use(http.post(/documents:commit$/, () => delay(150)))
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
    expect(stripeFake().sessions.size).toBe(1)
  }, 20_000)

  it('a double click makes one order and one session; the same attempt with another cart is refused', async () => {
    const body = { lines: [shirt('M', 'navy')], email: 'guest@example.com', attemptId: newAttemptId() }
    const [first, second] = await Promise.all([call('POST', '/api/checkout', { body }), call('POST', '/api/checkout', { body })])
    expect(first!.status).toBe(200)
    expect(second).toEqual(first)
    expect(documentsIn('orders')).toHaveLength(1)
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
    const other = await call('POST', '/api/checkout', { body: { ...body, lines: [shirt('M', 'navy', 2)] } })
    expect(other).toMatchObject({ status: 409, body: { error: { code: 'attempt-reused' } } })
  }, 20_000)

  it.each([
    ['an empty cart', { lines: [] }, 'empty-cart'],
    ['0 units', { lines: [shirt('M', 'navy', 0)] }, 'bad-quantity'],
    ['1,000 units', { lines: [shirt('M', 'navy', 1000)] }, 'bad-quantity'],
    ['a malformed email', { lines: [shirt('M', 'navy')], email: 'not-an-email' }, 'bad-email'],
    ['more than 100 lines', { lines: Array.from({ length: 101 }, (_, i) => ({ collectionId: '2', itemId: i + 1, quantity: 1 })) }, 'too-many-lines'],
  ])('refuses %s with a clear error and changes nothing', async (_case, body, code) => {
    const answer = await call('POST', '/api/checkout', { body: { email: 'guest@example.com', attemptId: newAttemptId(), ...body } })
    expect(answer).toMatchObject({ status: 400, body: { error: { code } } })
    expect(documentsIn('orders')).toEqual([])
    expect(stripeFake().calls).toEqual([])
  })

  it('refuses a body over 64 kB and an unknown item without holding anything', async () => {
    expect(await call('POST', '/api/checkout', { raw: ' '.repeat(65 * 1024) })).toMatchObject({ status: 413, body: { error: { code: 'body-too-large' } } })
    const unknown = await checkout([{ collectionId: '2', itemId: 9999, quantity: 1 }, shirt('M', 'navy')])
    expect(unknown).toMatchObject({ status: 409, body: { error: { problems: [{ line: 0, code: 'item-gone' }] } } })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(documentsIn('orders')).toEqual([])
  })

  it('answers a clear 503 in JSON when Firestore refuses, with nothing held', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const denied = { error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' } }
    server.use(http.post(/documents:batchGet$/, () => HttpResponse.json(denied, { status: 403 })))
    expect(await checkout([shirt('M', 'navy')])).toMatchObject({ status: 503, body: { error: { code: 'unavailable' } } })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(stripeFake().calls).toEqual([])
  })

  it('gives the units back when the payment page cannot be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.post('https://api.stripe.com/v1/checkout/sessions', () => HttpResponse.json({ error: { type: 'api_error', message: 'Down' } }, { status: 500 })),
    )
    const answer = await checkout([shirt('M', 'navy', 2)])
    expect(answer).toMatchObject({ status: 502, body: { error: { code: 'payment-unavailable' } } })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(documentsIn('orders')).toMatchObject([{ status: 'failed' }])
    // The same press again finds its checkout ended; a new press (a new attempt) starts afresh.
    const attemptId = documentsIn('orders')[0]!.attemptId
    const again = await call('POST', '/api/checkout', { body: { lines: [shirt('M', 'navy', 2)], email: 'guest@example.com', attemptId } })
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'attempt-closed' } } })
  })
})
