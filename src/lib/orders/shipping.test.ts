import { describe, expect, it } from 'vitest'
import { FREE_SHIPPING_FROM_CENTS, shippingOptions } from './shipping'

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
