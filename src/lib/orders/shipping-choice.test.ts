import { describe, expect, it } from 'vitest'
import { SHIPPING_ZONES, shippingOptions, type ShippingZoneId } from './shipping'
import { chargedRate, parseShippingChoice } from './shipping-choice'

/** What an order of this subtotal is offered in its zone, as the checkout stores it. */
const offer = (subtotalCents: number, zone: ShippingZoneId = 'eu') => ({ zone, rates: shippingOptions(SHIPPING_ZONES, zone, subtotalCents) })

const address = { name: ' Ann Lee ', line1: '5 Quay Street', line2: '', city: 'Galway', postalCode: 'H91 X2Y3', country: 'IE' }

describe('parseShippingChoice', () => {
  it('takes a rate offered for the subtotal and a trimmed address, without an empty second line', () => {
    expect(parseShippingChoice({ shippingRateId: 'express', shippingAddress: address }, offer(2499))).toEqual({
      ok: true,
      rate: expect.objectContaining({ id: 'express', cents: 1495 }),
      address: { name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'IE' },
    })
    expect(parseShippingChoice({ shippingRateId: 'standard', shippingAddress: { ...address, line2: 'Flat 2' } }, offer(10_000))).toMatchObject({
      ok: true,
      rate: { id: 'standard', cents: 0 },
      address: { line2: 'Flat 2' },
    })
  })

  it('names each missing or wrong field in a sentence', () => {
    const { line1: _line1, city: _city, ...partial } = address
    expect(parseShippingChoice({ shippingRateId: 'overnight', shippingAddress: { ...partial, name: '  ', country: 'XX' } }, offer(2499))).toEqual({
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
    expect(parseShippingChoice({ shippingRateId: 'standard' }, offer(2499))).toEqual({
      ok: false,
      message: 'Choose a shipping option and give the shipping address.',
      fields: {},
    })
    expect(parseShippingChoice({ shippingRateId: 'standard', shippingAddress: { ...address, postalCode: '1'.repeat(21) } }, offer(2499))).toEqual({
      ok: false,
      message: 'The postal code can be at most 20 characters.',
      fields: { postalCode: 'The postal code can be at most 20 characters.' },
    })
    expect(parseShippingChoice(null, offer(2499))).toEqual({ ok: false, message: 'Choose a shipping option and give the shipping address.', fields: {} })
  })

  it('asks an address in the United States for its state and one in Canada for its province, and keeps none elsewhere', () => {
    const state = 'Choose the state or province of the address.'
    const choice = (country: string, region?: string) => ({
      shippingRateId: 'express',
      shippingAddress: { ...address, country, ...(region === undefined ? {} : { region }) },
    })
    expect(parseShippingChoice(choice('US'), offer(2499, 'world'))).toEqual({ ok: false, message: state, fields: { region: state } })
    expect(parseShippingChoice(choice('US', 'ZZ'), offer(2499, 'world'))).toMatchObject({ ok: false, fields: { region: state } })
    expect(parseShippingChoice(choice('CA', 'QC'), offer(2499, 'world'))).toMatchObject({ ok: true, address: { country: 'CA', region: 'QC' } })
    expect(parseShippingChoice(choice('CA', 'CA'), offer(2499, 'world'))).toMatchObject({ ok: false, fields: { region: state } })
    expect(parseShippingChoice(choice('DE', 'BY'), offer(2499, 'domestic'))).toMatchObject({ ok: false, fields: { region: state } })
    const plain = parseShippingChoice(choice('DE', ''), offer(2499, 'domestic'))
    expect(plain.ok && 'region' in plain.address).toBe(false)
  })

  it('takes only a country of the order’s zone, and says which countries its rates are for', () => {
    const choice = (country: string) => ({ shippingRateId: 'express', shippingAddress: { ...address, country } })
    expect(parseShippingChoice(choice('DE'), offer(2499, 'domestic'))).toMatchObject({ ok: true, rate: { id: 'express', cents: 995 } })
    const inUs = { shippingRateId: 'express', shippingAddress: { ...address, country: 'US', region: 'CA' } }
    expect(parseShippingChoice(inUs, offer(2499, 'world'))).toMatchObject({ ok: true, rate: { id: 'express', cents: 2995 }, address: { region: 'CA' } })
    const abroad =
      'These shipping rates are for the rest of the world (United States, Canada, United Kingdom). To send the parcel elsewhere, cancel and choose the country at the checkout.'
    expect(parseShippingChoice(choice('IE'), offer(2499, 'world'))).toEqual({ ok: false, message: abroad, fields: { country: abroad } })
    expect(parseShippingChoice(choice('FR'), offer(2499, 'domestic'))).toMatchObject({
      ok: false,
      fields: { country: 'These shipping rates are for Germany. To send the parcel elsewhere, cancel and choose the country at the checkout.' },
    })
  })

  it('refuses a rate the order was not offered, even one the table has', () => {
    const { rates } = offer(2499)
    expect(parseShippingChoice({ shippingRateId: 'express', shippingAddress: address }, { zone: 'eu', rates: rates.slice(0, 1) })).toMatchObject({
      ok: false,
      fields: { shippingRateId: 'Choose one of the shipping options offered.' },
    })
  })
})

describe('chargedRate', () => {
  it('finds the rate the provider charged among those the order was offered', () => {
    expect(chargedRate(offer(2499), 1495, 'IE')).toEqual({ ok: true, rate: expect.objectContaining({ id: 'express', label: 'Express' }) })
    expect(chargedRate(offer(100_00), 0, 'FR')).toEqual({ ok: true, rate: expect.objectContaining({ id: 'standard', label: 'Free standard' }) })
    expect(chargedRate(offer(2499, 'world'), 1495, undefined)).toEqual({ ok: true, rate: expect.objectContaining({ id: 'standard' }) })
  })

  it('refuses a price the order was not offered, and an address outside its zone', () => {
    expect(chargedRate(offer(2499), 0, 'IE')).toEqual({
      ok: false,
      reason: 'The shipping charged (0) is none of the rates the order was offered in its zone (eu).',
    })
    expect(chargedRate(offer(2499), 495, 'US')).toEqual({ ok: false, reason: "The parcel's country (US) is outside the order's shipping zone (eu)." })
  })
})
