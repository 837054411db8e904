// The shipping a shopper chose on Stripe's page reaches the order: its price in the total, and the address.
import { describe, expect, it } from 'vitest'
import { fakeEvent, payFakeSession } from '../../mocks/stripe/state'
import { deliver, mailTo, orderOf, shirt, startCheckout } from './test-harness'

describe('the shipping chosen on the payment page', () => {
  it('an express payment is charged and recorded with express shipping', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    await deliver(fakeEvent('checkout.session.completed', payFakeSession(sessionId, { shipping: 'Express' })))
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', shippingCents: 1495, totalCents: 2499 + 1495, shippingAddress: { city: 'Dublin' } })
    expect(mailTo('guest@example.com')).toMatchObject([{ message: { text: expect.stringContaining('Total paid: $39.94 (shipping $14.95).') } }])
  })
})
