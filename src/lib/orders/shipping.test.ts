import { describe, expect, it } from 'vitest'
import { FREE_SHIPPING_FROM_CENTS, shippingOptions, shippingRateOf } from './shipping'

describe('shippingOptions', () => {
  it('charges standard shipping below the threshold and none from it up; express always costs', () => {
    expect(shippingOptions(FREE_SHIPPING_FROM_CENTS - 1).map((rate) => [rate.id, rate.cents])).toEqual([
      ['standard', 495],
      ['express', 1495],
    ])
    expect(shippingOptions(FREE_SHIPPING_FROM_CENTS).map((rate) => [rate.label, rate.cents])).toEqual([
      ['Free standard', 0],
      ['Express', 1495],
    ])
  })
})

describe('shippingRateOf', () => {
  it('names the rate an order paid for, from its subtotal and shipping; none when no rate costs that', () => {
    expect(shippingRateOf({ subtotalCents: 4998, shippingCents: 495 })?.label).toBe('Standard')
    expect(shippingRateOf({ subtotalCents: 4998, shippingCents: 1495 })?.label).toBe('Express')
    expect(shippingRateOf({ subtotalCents: FREE_SHIPPING_FROM_CENTS, shippingCents: 0 })?.label).toBe('Free standard')
    expect(shippingRateOf({ subtotalCents: 4998, shippingCents: 700 })).toBeNull()
  })
})
