// The checkout as only the function's adapter makes it: the Checkout Session it opens at Stripe, and what it does
// when Firestore or Stripe fails on the way (the behaviour of both adapters: src/lib/api/checkout.test.ts).
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { stripeFake } from '../../mocks/stripe/state'
import { SHIPPING_ZONES } from '../../src/lib/orders/shipping'
import { ownerIdToken } from '../../tests/support/id-tokens'
import { call, checkout, documentsIn, orderOf, server, shirt, stockLeft } from './test-harness'

const DAY = 24 * 3600_000
/** The owner's 10 % code, open since yesterday. */
const addTenPercent = () =>
  call('POST', '/api/admin/promotions', {
    idToken: ownerIdToken('boss', 'boss@example.com'),
    body: {
      code: 'SPRING10',
      kind: 'percent',
      percentOff: 10,
      minSubtotalCents: 0,
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + DAY).toISOString(),
      maxRedemptions: 5,
    },
  })

describe('createCheckout', () => {
  it('holds the stock, creates the pending order and opens a Checkout Session priced from the catalog', async () => {
    const answer = await checkout([shirt('M', 'navy', 2)])
    expect(answer).toEqual({
      status: 200,
      body: { url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/), pass: expect.any(String) },
    })
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
      allowed_countries: SHIPPING_ZONES.eu.countries,
    })
    expect(session!.success_url).toMatch(/^https:\/\/shop\.test\/checkout\/success\?session_id=\{CHECKOUT_SESSION_ID\}&order=[0-9A-Z]{10}&token=[\w-]{43}$/)
    expect(stockLeft('2', 9, 'M/navy')).toBe(3)
  })

  it('offers the rates of the zone of the country named at the checkout, and addresses in that zone only', async () => {
    await checkout([shirt('M', 'navy')], { country: 'US' })
    await checkout([shirt('S', 'navy', 5)], { country: 'DE' })
    const [world, domestic] = stripeFake().sessions.values()
    expect(world).toMatchObject({
      allowed_countries: ['US', 'CA', 'GB'],
      shipping_options: [
        { amount: 1495, display_name: 'Standard' },
        { amount: 2995, display_name: 'Express' },
      ],
    })
    expect(domestic).toMatchObject({
      allowed_countries: ['DE'],
      shipping_options: [
        { amount: 0, display_name: 'Free standard' },
        { amount: 995, display_name: 'Express' },
      ],
    })
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
    const again = await call('POST', '/api/checkout', { body: { lines: [shirt('M', 'navy', 2)], email: 'guest@example.com', country: 'IE', attemptId } })
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'attempt-closed' } } })
  })

  it('takes a percent Stripe could round otherwise off with a coupon of exactly the order’s discount, named by the code, used once', async () => {
    await addTenPercent()
    await checkout([shirt('M', 'navy', 2)], { promotionCode: 'SPRING10' })
    const [session] = stripeFake().sessions.values()
    const coupon = [...stripeFake().coupons.values()].find((entry) => entry.amount_off !== null)
    expect(coupon).toMatchObject({ amount_off: 500, currency: 'usd', name: 'SPRING10', duration: 'once' })
    expect(session).toMatchObject({ amount_subtotal: 4998, amount_total: 4498, total_details: { amount_discount: 500 } })
    expect(session!.discounts).toEqual([{ coupon: coupon!.id, promotion_code: null }])
    expect(await orderOf(session!.client_reference_id!)).toMatchObject({ discountCents: 500, totalCents: 4498 })
  })

  it('gives the code’s place back when the payment page cannot be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await addTenPercent()
    server.use(
      http.post('https://api.stripe.com/v1/checkout/sessions', () => HttpResponse.json({ error: { type: 'api_error', message: 'Down' } }, { status: 500 })),
    )
    expect(await checkout([shirt('M', 'navy')], { promotionCode: 'SPRING10' })).toMatchObject({ status: 502 })
    expect(documentsIn('promotions').find((code) => code.code === 'SPRING10')).toMatchObject({ held: 0, redemptions: 0 })
    expect(documentsIn('promotionUses')).toEqual([])
  })
})
