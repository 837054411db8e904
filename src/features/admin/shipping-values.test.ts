import { describe, expect, it } from 'vitest'
import { SHIPPING_ZONES } from '../../lib/orders/shipping'
import { storedZones } from '../../lib/orders/shipping-table'
import { centsOf, formValues, readForm } from './shipping-values'

const read = (changes: Record<string, string> = {}) => {
  const values = { ...formValues(SHIPPING_ZONES), ...changes }
  return readForm((name) => values[name] ?? '')
}

describe('the shipping form’s values', () => {
  it('shows the table as money and days, and reads it back unchanged', () => {
    const values = formValues(SHIPPING_ZONES)
    expect(values).toMatchObject({
      'eu.standard.cents': '4.95',
      'eu.freeStandardFromCents': '100.00',
      'world.freeStandardFromCents': '',
      'country.IE': 'eu',
      'country.US': 'world',
    })
    expect(read()).toEqual({ ok: true, zones: storedZones(SHIPPING_ZONES) })
  })

  it('reads money as typed in the shop’s currency, with a point or a comma, to the cent', () => {
    expect([centsOf('4.95'), centsOf(' 4,95 '), centsOf('12'), centsOf('0.5'), centsOf('1000.00')]).toEqual([495, 495, 1200, 50, 100000])
    expect([centsOf(''), centsOf('4.955'), centsOf('-1'), centsOf('$4'), centsOf('1e3')]).toEqual([null, null, null, null, null])
  })

  it('names each field typed wrong, then each the table’s rules refuse', () => {
    expect(read({ 'eu.standard.cents': '4.955', 'world.express.maxDays': 'two' })).toEqual({
      ok: false,
      fields: { 'eu.standard.cents': 'Enter the price as an amount such as 4.95.', 'world.express.maxDays': 'Enter a whole number of days.' },
    })
    expect(read({ 'eu.express.cents': '4.95' })).toEqual({ ok: false, fields: { 'eu.express.cents': 'Express must cost more than standard.' } })
    expect(read({ 'domestic.standard.maxDays': '0' })).toMatchObject({
      ok: false,
      fields: { 'domestic.standard.maxDays': expect.stringMatching(/at least 1 day/) },
    })
  })

  it('moves a country to another zone, or out of every zone; a blank threshold is none', () => {
    const moved = read({ 'country.GB': 'eu', 'country.PL': '', 'eu.freeStandardFromCents': ' ' })
    expect(moved.ok && moved.zones.eu.countries).toContain('GB')
    expect(moved.ok && [...moved.zones.eu.countries, ...moved.zones.world.countries]).not.toContain('PL')
    expect(moved.ok && moved.zones.eu.freeStandardFromCents).toBeNull()
  })
})
