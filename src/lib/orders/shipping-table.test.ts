import { describe, expect, it } from 'vitest'
import { OWNERS_TABLE } from '../../../tests/support/shown-charged-stored'
import { cheapestStandardCents, SHIPPING_ZONES, shippingOptions, shortOfFreeStandard } from './shipping'
import { parseShippingTable, readShippingTable, sameTable, storedZones } from './shipping-table'

describe('the owner’s shipping table', () => {
  it('is the default while none is stored, or when what is stored cannot be read', () => {
    for (const data of [undefined, null, {}, { zones: null }, { zones: { eu: {} } }, { zones: { ...storedZones(SHIPPING_ZONES), domestic: 'x' } }]) {
      expect(readShippingTable(data), JSON.stringify(data)).toBe(SHIPPING_ZONES)
    }
  })

  it('is read with the zones’ names the shop gives them, and compares by what it charges', () => {
    const table = readShippingTable({ zones: storedZones(OWNERS_TABLE), changedBy: 'boss@example.com' })
    expect(table).toEqual(OWNERS_TABLE)
    expect(table.world.name).toBe('the rest of the world')
    expect(sameTable(table, OWNERS_TABLE)).toBe(true)
    expect(sameTable(table, SHIPPING_ZONES)).toBe(false)
    expect(sameTable(readShippingTable({ zones: storedZones(SHIPPING_ZONES) }), SHIPPING_ZONES)).toBe(true)
  })

  it('keeps the shop’s own country alone at home, each country in one zone at most, and express dearer than standard', () => {
    const zones = storedZones(SHIPPING_ZONES)
    const problem = (change: (table: typeof zones) => void) => {
      const changed = structuredClone(zones)
      change(changed)
      const parsed = parseShippingTable(changed)
      return parsed.ok ? null : parsed.fields
    }
    expect(problem(() => {})).toBeNull()
    expect(problem((table) => table.domestic.countries.push('FR'))).toMatchObject({
      'domestic.countries': 'The domestic zone is the shop’s own country alone.',
    })
    expect(problem((table) => table.world.countries.push('IE'))).toEqual({ '': 'A country can be in one zone only.' })
    expect(problem((table) => table.eu.countries.push('CH' as 'FR'))).toMatchObject({ 'eu.countries.12': 'Choose countries the shop knows.' })
    expect(problem((table) => (table.eu.express.cents = 4_95))).toEqual({ 'eu.express.cents': 'Express must cost more than standard.' })
    expect(problem((table) => (table.eu.standard.cents = 1000_01))).toMatchObject({
      'eu.standard.cents': expect.stringMatching(/^The price can be at most \$1,?000/),
    })
    expect(problem((table) => (table.eu.freeStandardFromCents = 0))).toEqual({
      'eu.freeStandardFromCents': 'The free shipping threshold must be above nothing.',
    })
    expect(problem((table) => (table.world.express.minDays = 5))).toEqual({
      'world.express.maxDays': 'The longest delivery cannot be shorter than the shortest.',
    })
    // A zone may list no country: nothing ships at its rates.
    expect(problem((table) => (table.world.countries = []))).toBeNull()
  })
})

describe('free standard shipping', () => {
  it('says what the goods still need, 0 once free, null where it never is; the estimate before a country skips empty zones', () => {
    expect(shortOfFreeStandard(SHIPPING_ZONES.eu, 67_47)).toBe(32_53)
    expect(shortOfFreeStandard(SHIPPING_ZONES.eu, 100_00)).toBe(0)
    expect(shortOfFreeStandard(SHIPPING_ZONES.world, 5_000_00)).toBeNull()
    expect(shippingOptions(SHIPPING_ZONES, 'eu', 99_99)[0]!.cents).toBe(4_95)
    const homeOnly = { ...SHIPPING_ZONES, eu: { ...SHIPPING_ZONES.eu, countries: [] }, world: { ...SHIPPING_ZONES.world, countries: [] } }
    expect(cheapestStandardCents({ ...homeOnly, domestic: { ...homeOnly.domestic, standard: { cents: 7_00, minDays: 1, maxDays: 2 } } }, 0)).toBe(7_00)
  })
})
