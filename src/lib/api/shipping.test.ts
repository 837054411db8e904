// Shipping priced by the server, in the function and the demo alike: the country named at the checkout fixes the
// zone and its rates on the order, the payment page offers those, and the order keeps the rate, the zone and the
// amount charged. Nothing the browser sends sets a price.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, orderOf, shirt, shopOf } from '../../../tests/support/api-adapters'
import { SHIPPING_ZONES, shippingOptions } from '../orders/shipping'

describe.each(ADAPTERS)('shipping by destination ($name)', (adapter) => {
  const { checkout, startCheckout } = shopOf(adapter)

  it('prices a parcel to the United States at the rest of the world’s rates, and keeps the rate, zone and amount paid', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')], { country: 'US' })
    expect(orderOf(orderId)).toMatchObject({ shippingCents: 0, shipping: { zone: 'world', rates: shippingOptions(SHIPPING_ZONES, 'world', 2499) } })
    await adapter.pay(sessionId, { rateId: 'express', country: 'US' })
    expect(orderOf(orderId)).toMatchObject({
      status: 'paid',
      shippingCents: 2995,
      totalCents: 2499 + 2995,
      shipping: { zone: 'world', rateId: 'express' },
      shippingAddress: { country: 'US' },
    })
  })

  it('ships standard for nothing within Germany from $100, at the domestic express rate otherwise', async () => {
    const free = await startCheckout([shirt('M', 'navy', 5)], { country: 'DE' })
    expect(orderOf(free.orderId).shipping).toEqual({
      zone: 'domestic',
      countries: ['DE'],
      country: 'DE',
      rates: shippingOptions(SHIPPING_ZONES, 'domestic', 5 * 2499),
    })
    await adapter.pay(free.sessionId, { country: 'DE' })
    expect(orderOf(free.orderId)).toMatchObject({ status: 'paid', shippingCents: 0, totalCents: 5 * 2499, shipping: { zone: 'domestic', rateId: 'standard' } })

    const fast = await startCheckout([shirt('S', 'navy')], { country: 'DE' })
    await adapter.pay(fast.sessionId, { rateId: 'express', country: 'DE' })
    expect(orderOf(fast.orderId)).toMatchObject({ shippingCents: 995, totalCents: 2499 + 995, shipping: { zone: 'domestic', rateId: 'express' } })
  })

  it('keeps the European rates as they were: standard $4.95 below $100 to Ireland', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    await adapter.pay(sessionId)
    expect(orderOf(orderId)).toMatchObject({ shippingCents: 495, totalCents: 2499 + 495, shipping: { zone: 'eu', rateId: 'standard' } })
  })

  it('takes no zone, rate or shipping price from the browser, and refuses a country the shop does not ship to', async () => {
    const { orderId } = await startCheckout([shirt('M', 'navy')], {
      country: 'CA',
      zone: 'domestic',
      shippingCents: 0,
      shipping: { zone: 'domestic', rates: [] },
    })
    expect(orderOf(orderId).shipping).toEqual({
      zone: 'world',
      countries: SHIPPING_ZONES.world.countries,
      country: 'CA',
      rates: shippingOptions(SHIPPING_ZONES, 'world', 2499),
    })
    expect(await checkout([shirt('M', 'navy')], { country: 'JP' })).toMatchObject({
      status: 400,
      body: { error: { code: 'bad-country', message: 'Choose the country we deliver to.' } },
    })
  })
})
