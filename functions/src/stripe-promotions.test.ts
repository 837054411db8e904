// The owner's codes as Stripe keeps them: a coupon and a promotion code of the same text, made with the code and
// turned on and off with it; a checkout takes the discount off through that promotion code where Stripe's own
// computation is exactly the shop's, and what is charged is the order's total either way.
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { fakeEvent, payFakeSession, stripeFake } from '../../mocks/stripe/state'
import { mirrorOutOfStep } from '../../src/lib/api/promotion-mirror'
import { ownerIdToken } from '../../tests/support/id-tokens'
import { call, deliver, deps, documentsIn, orderOf, server, shirt, startCheckout } from './test-harness'

const DAY = 24 * 3600_000
const owner = () => ownerIdToken('boss', 'boss@example.com')
const endsAt = new Date(Date.now() + DAY)

const addCode = (code: string, terms: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/admin/promotions', {
    idToken: owner(),
    body: {
      code,
      minSubtotalCents: 0,
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: endsAt.toISOString(),
      maxRedemptions: 5,
      ...terms,
      ...extra,
    },
  })
const change = (code: string, what: 'pause' | 'resume' | 'end') => call('POST', `/api/admin/promotions/${code}/${what}`, { idToken: owner() })

const stored = (code: string) => documentsIn('promotions').find((entry) => entry.code === code)!
const stripeCode = (code: string) => [...stripeFake().promotionCodes.values()].find((entry) => entry.code === code)!
/** The market tote (collection 1, item 3, $45.00): 10 % of it is a whole number of cents. */
const tote = (quantity = 1) => ({ collectionId: '1', itemId: 3, quantity })

/** Pays the session at Stripe and tells the webhook: the order, and what Stripe charged. */
async function pay(sessionId: string, orderId: string) {
  const paid = payFakeSession(sessionId)
  await deliver(fakeEvent('checkout.session.completed', paid))
  return { order: await orderOf(orderId), charged: paid.amount_total }
}

describe('owners’ codes at Stripe', () => {
  it('makes a coupon and a promotion code of the same text with the code, and keeps them on and off with it', async () => {
    expect(await addCode('SPRING10', { kind: 'percent', percentOff: 10 }, { minSubtotalCents: 3000 })).toMatchObject({ status: 200 })
    const [coupon] = stripeFake().coupons.values()
    expect(coupon).toMatchObject({ percent_off: 10, amount_off: null, name: 'SPRING10', duration: 'once' })
    expect(stripeCode('SPRING10')).toMatchObject({
      active: true,
      promotion: { type: 'coupon', coupon: coupon!.id },
      max_redemptions: 5,
      expires_at: Math.floor(endsAt.getTime() / 1000),
      restrictions: { minimum_amount: 3000, minimum_amount_currency: 'usd' },
    })
    expect(stored('SPRING10')).toMatchObject({
      provider: { couponId: coupon!.id, promotionCodeId: stripeCode('SPRING10').id, active: true },
      providerInStep: true,
    })

    for (const [what, active] of [
      ['pause', false],
      ['resume', true],
      ['pause', false],
      ['resume', true],
      ['end', false],
    ] as const) {
      expect(await change('SPRING10', what)).toMatchObject({ status: 200 })
      expect(stripeCode('SPRING10').active).toBe(active)
      expect(stored('SPRING10')).toMatchObject({ provider: { active }, providerInStep: true })
    }
    // Each change its own request: a second pause was not taken for the first one replayed.
    expect(stripeFake().calls.filter((entry) => entry.startsWith('POST /v1/promotion_codes/'))).toHaveLength(5)
    expect(stripeFake().promotionCodes.size).toBe(1)
  })

  it('takes a code off through its promotion code when Stripe computes exactly the shop’s discount, and charges the order’s total', async () => {
    await addCode('SPRING10', { kind: 'percent', percentOff: 10 })
    const { sessionId, orderId } = await startCheckout([tote(2)], { promotionCode: 'SPRING10' })
    const session = stripeFake().sessions.get(sessionId)!
    expect(session.discounts).toEqual([{ coupon: stripeCode('SPRING10').promotion.coupon, promotion_code: stripeCode('SPRING10').id }])
    // No coupon was made for the order: the code's own serves.
    expect(stripeFake().coupons.size).toBe(1)
    const { order, charged } = await pay(sessionId, orderId)
    expect(order).toMatchObject({ status: 'paid', discountCents: 900 })
    expect(charged).toBe(order.totalCents)
    expect(stripeCode('SPRING10').times_redeemed).toBe(1)
    expect(stored('SPRING10')).toMatchObject({ redemptions: 1, held: 0 })
  })

  it('takes a fixed amount off through the promotion code, and a percent Stripe could round otherwise with a coupon of the order’s discount', async () => {
    await addCode('FIVE-OFF', { kind: 'fixed', amountOffCents: 500 })
    await addCode('SHIRT10', { kind: 'percent', percentOff: 10 })
    const fixed = await startCheckout([shirt('M', 'navy')], { promotionCode: 'FIVE-OFF' })
    expect(stripeFake().sessions.get(fixed.sessionId)!.discounts[0]).toMatchObject({ promotion_code: stripeCode('FIVE-OFF').id })
    const percent = await startCheckout([shirt('M', 'navy', 3)], { promotionCode: 'SHIRT10' })
    const coupon = stripeFake().coupons.get(stripeFake().sessions.get(percent.sessionId)!.discounts[0]!.coupon!)!
    expect(coupon).toMatchObject({ amount_off: 750, name: 'SHIRT10' })
    for (const { sessionId, orderId } of [fixed, percent]) {
      const { order, charged } = await pay(sessionId, orderId)
      expect(order.status).toBe('paid')
      expect(charged).toBe(order.totalCents)
    }
  })

  it('keeps a code Stripe cannot spell on a coupon per order', async () => {
    await addCode('SUMMER_5', { kind: 'fixed', amountOffCents: 500 })
    expect(stripeFake().promotionCodes.size).toBe(0)
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')], { promotionCode: 'SUMMER_5' })
    expect(stripeFake().sessions.get(sessionId)!.discounts[0]).toMatchObject({ promotion_code: null })
    const { order, charged } = await pay(sessionId, orderId)
    expect(charged).toBe(order.totalCents)
  })

  it('says so when Stripe did not take a change, charges the shop’s discount meanwhile, and catches up later', async () => {
    const alert = vi.spyOn(console, 'error').mockImplementation(() => {})
    await addCode('SPRING10', { kind: 'percent', percentOff: 10 })
    await change('SPRING10', 'pause')
    server.use(http.post(/\/v1\/promotion_codes\/promo_/, () => HttpResponse.json({ error: { type: 'api_error', message: 'Down' } }, { status: 500 })))
    expect(await change('SPRING10', 'resume')).toMatchObject({ status: 502, body: { error: { code: 'provider-out-of-step' } } })
    expect(alert).toHaveBeenCalledWith(expect.stringMatching(/^ALERT: the payment provider did not take a change/), expect.anything())
    expect(stored('SPRING10')).toMatchObject({ paused: false, providerInStep: false, provider: { active: false } })
    expect(stripeCode('SPRING10').active).toBe(false)

    // The code is open in the shop: a checkout takes its discount off with a coupon of the order's discount.
    const { sessionId, orderId } = await startCheckout([tote(2)], { promotionCode: 'SPRING10' })
    expect(stripeFake().sessions.get(sessionId)!.discounts[0]).toMatchObject({ promotion_code: null })
    const { order, charged } = await pay(sessionId, orderId)
    expect({ discount: order.discountCents, charged }).toEqual({ discount: 900, charged: order.totalCents })

    server.resetHandlers()
    await mirrorOutOfStep(deps)
    expect(stripeCode('SPRING10').active).toBe(true)
    expect(stored('SPRING10')).toMatchObject({ providerInStep: true, provider: { active: true } })
  })

  it('uses a coupon of the order’s discount when Stripe refuses the promotion code by its own count', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await addCode('SPRING10', { kind: 'percent', percentOff: 10 })
    stripeCode('SPRING10').times_redeemed = 5
    const { sessionId, orderId } = await startCheckout([tote()], { promotionCode: 'SPRING10' })
    expect(stripeFake().sessions.get(sessionId)!.discounts[0]).toMatchObject({ promotion_code: null })
    const { order, charged } = await pay(sessionId, orderId)
    expect({ status: order.status, charged }).toEqual({ status: 'paid', charged: order.totalCents })
  })
})
