// How the Checkout Session carries the shop's currency and tax mode: in the default settings (dollars, no tax
// stated) through the Stripe fake, and in each tax mode from the session's parameters.
import { describe, expect, it } from 'vitest'
import { stripeFake } from '../../mocks/stripe/state'
import { pendingOrder } from '../../tests/support/order-fixture'
import { sessionParams } from './stripe-payments'
import { checkout, shirt } from './test-harness'

const euOrder = pendingOrder({
  currency: 'eur',
  shipping: { zone: 'domestic', rates: [{ id: 'standard', label: 'Standard', cents: 495, minDays: 1, maxDays: 2 }] },
})

describe('the session’s currency and tax', () => {
  it('opens a session in the order’s currency without Stripe Tax when no tax is stated, issuing Stripe’s invoice', async () => {
    await checkout([shirt('M', 'navy', 2)])
    const [session] = stripeFake().sessions.values()
    expect(session).toMatchObject({ currency: 'usd', automatic_tax: { enabled: false }, invoice_creation: { enabled: true } })
    expect(session!.line_items[0]).not.toHaveProperty('tax_behavior')
    expect(session!.shipping_options[0]).not.toHaveProperty('tax_behavior')
  })

  it('prices include VAT: Stripe Tax on inclusive prices and shipping, in euros', () => {
    const params = sessionParams(euOrder, 'https://shop.test', 'token', 'included')
    expect(params).toMatchObject({ automatic_tax: { enabled: true }, invoice_creation: { enabled: true } })
    expect(params.line_items![0]!.price_data).toMatchObject({ currency: 'eur', unit_amount: 2499, tax_behavior: 'inclusive' })
    expect(params.shipping_options![0]!.shipping_rate_data).toMatchObject({ fixed_amount: { amount: 495, currency: 'eur' }, tax_behavior: 'inclusive' })
  })

  it('tax added at checkout: Stripe Tax on exclusive prices and shipping', () => {
    const params = sessionParams(pendingOrder({ shipping: euOrder.shipping! }), 'https://shop.test', 'token', 'added')
    expect(params).toMatchObject({ automatic_tax: { enabled: true }, invoice_creation: { enabled: true } })
    expect(params.line_items![0]!.price_data).toMatchObject({ currency: 'usd', tax_behavior: 'exclusive' })
    expect(params.shipping_options![0]!.shipping_rate_data).toMatchObject({ tax_behavior: 'exclusive' })
  })

  it('no tax stated: no Stripe Tax and no tax behaviour', () => {
    const params = sessionParams(euOrder, 'https://shop.test', 'token', 'none')
    expect(params).not.toHaveProperty('automatic_tax')
    expect(params.line_items![0]!.price_data).not.toHaveProperty('tax_behavior')
  })
})
