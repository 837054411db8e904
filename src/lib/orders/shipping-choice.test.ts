import { describe, expect, it } from 'vitest'
import { parseShippingChoice } from './shipping-choice'

const address = { name: ' Ann Lee ', line1: '5 Quay Street', line2: '', city: 'Galway', postalCode: 'H91 X2Y3', country: 'IE' }

describe('parseShippingChoice', () => {
  it('takes a rate offered for the subtotal and a trimmed address, without an empty second line', () => {
    expect(parseShippingChoice({ shippingRateId: 'express', shippingAddress: address }, 2499)).toEqual({
      ok: true,
      rate: expect.objectContaining({ id: 'express', cents: 1495 }),
      address: { name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'IE' },
    })
    expect(parseShippingChoice({ shippingRateId: 'standard', shippingAddress: { ...address, line2: 'Flat 2' } }, 10_000)).toMatchObject({
      ok: true,
      rate: { id: 'standard', cents: 0 },
      address: { line2: 'Flat 2' },
    })
  })

  it('names each missing or wrong field in a sentence', () => {
    const { line1: _line1, city: _city, ...partial } = address
    expect(parseShippingChoice({ shippingRateId: 'overnight', shippingAddress: { ...partial, name: '  ', country: 'XX' } }, 2499)).toEqual({
      ok: false,
      message: 'Choose one of the shipping options offered.',
      fields: {
        shippingRateId: 'Choose one of the shipping options offered.',
        name: 'Enter the name of the person the parcel is for.',
        line1: 'Enter the street and house number.',
        city: 'Enter the town or city.',
        country: 'Choose a country we ship to.',
      },
    })
  })

  it('refuses a body with no address, a postal code too long, and something that is not an object', () => {
    expect(parseShippingChoice({ shippingRateId: 'standard' }, 2499)).toEqual({
      ok: false,
      message: 'Choose a shipping option and give the shipping address.',
      fields: {},
    })
    expect(parseShippingChoice({ shippingRateId: 'standard', shippingAddress: { ...address, postalCode: '1'.repeat(21) } }, 2499)).toEqual({
      ok: false,
      message: 'The postal code can be at most 20 characters.',
      fields: { postalCode: 'The postal code can be at most 20 characters.' },
    })
    expect(parseShippingChoice(null, 2499)).toEqual({ ok: false, message: 'Choose a shipping option and give the shipping address.', fields: {} })
  })
})
