// The shipping a shopper chose on Stripe's page reaches the order: its price in the total, and the address.
import { describe, expect, it, vi } from 'vitest'
import { fakeEvent, payFakeSession, stripeFake } from '../../mocks/stripe/state'
import { deliver, mailTo, orderOf, shirt, startCheckout } from './test-harness'

describe('the shipping chosen on the payment page', () => {
  it('an express payment is charged and recorded with express shipping', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    await deliver(fakeEvent('checkout.session.completed', payFakeSession(sessionId, { shipping: 'Express' })))
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', shippingCents: 1495, totalCents: 2499 + 1495, shippingAddress: { city: 'Dublin' } })
    expect(mailTo('guest@example.com')).toMatchObject([{ message: { text: expect.stringContaining('Subtotal: $24.99\nShipping: $14.95\nTotal: $39.94') } }])
  })

  it('a parcel to Canada is charged and recorded at the rest of the world’s rate, with its zone and rate', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')], { country: 'CA' })
    await deliver(fakeEvent('checkout.session.completed', payFakeSession(sessionId, { shipping: 'Standard', country: 'CA' })))
    expect(await orderOf(orderId)).toMatchObject({
      status: 'paid',
      shippingCents: 1495,
      totalCents: 2499 + 1495,
      shipping: { zone: 'world', rateId: 'standard' },
      shippingAddress: { country: 'CA' },
    })
  })

  it('a payment whose shipping is not what the order was offered is sent back, and the order fails', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')], { country: 'US' })
    const paid = payFakeSession(sessionId, { country: 'US' })
    // A session changed at the provider after the shop made it: today's European price for a parcel to the US.
    Object.assign(paid, { shipping_cost: { amount_total: 495 }, amount_total: 2499 + 495 })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await deliver(fakeEvent('checkout.session.completed', paid))
    expect(await orderOf(orderId)).toMatchObject({ status: 'failed', lateRefund: { sessionId } })
    expect(stripeFake().refunds).toMatchObject([{ amount: 2499 + 495 }])
  })
})
