// The Stripe fake as the real SDK sees it: an idempotency key replays the first answer, and refuses other parameters.
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { stripeFake } from '../../mocks/stripe/state'
import { STRIPE_API_VERSION } from './stripe-payments'

const stripe = new Stripe('sk_test_fake', { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 0 })
// One moment for every call of a test: two calls a second apart would otherwise ask for different expiry times.
const EXPIRES_AT = Math.floor(Date.now() / 1000) + 31 * 60
const params = (quantity: number): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [{ quantity, price_data: { currency: 'usd', unit_amount: 2499, product_data: { name: 'Shirt' } } }],
  success_url: 'https://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}',
  expires_at: EXPIRES_AT,
})

describe('the Stripe fake', () => {
  it('answers a repeated Idempotency-Key with the first session, and refuses the key with other parameters', async () => {
    const first = await stripe.checkout.sessions.create(params(1), { idempotencyKey: 'checkout-attempt-1' })
    const again = await stripe.checkout.sessions.create(params(1), { idempotencyKey: 'checkout-attempt-1' })
    expect(again.id).toBe(first.id)
    expect(stripeFake().sessions.size).toBe(1)
    await expect(stripe.checkout.sessions.create(params(2), { idempotencyKey: 'checkout-attempt-1' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' })
    expect((await stripe.checkout.sessions.retrieve(first.id)).amount_subtotal).toBe(2499)
  })

  it('refuses a session shorter than 30 minutes, expires an open one once, and knows only its own sessions', async () => {
    await expect(stripe.checkout.sessions.create({ ...params(1), expires_at: Math.floor(Date.now() / 1000) + 10 * 60 })).rejects.toMatchObject({
      statusCode: 400,
    })
    const session = await stripe.checkout.sessions.create(params(1))
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe('expired')
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 })
    await expect(stripe.checkout.sessions.retrieve('cs_test_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' })
  })
})
