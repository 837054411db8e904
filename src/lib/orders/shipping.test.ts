import { describe, expect, it } from 'vitest'
import {
  cheapestStandardCents,
  deliveryDays,
  SHIPPING_COUNTRIES,
  SHIPPING_ZONE_IDS,
  SHIPPING_ZONES,
  shippingOptions,
  zoneOf,
  type ShippingZoneId,
} from './shipping'
import { countryName, SHOP_COUNTRY } from './shipping-countries'

const priced = (zone: ShippingZoneId, subtotalCents: number) => shippingOptions(SHIPPING_ZONES, zone, subtotalCents).map((rate) => [rate.label, rate.cents])

describe('the shipping table', () => {
  it('puts every country it ships to in exactly one zone, the shop’s own alone in the domestic one', () => {
    for (const country of SHIPPING_COUNTRIES) {
      expect(
        SHIPPING_ZONE_IDS.filter((zone) => SHIPPING_ZONES[zone].countries.includes(country)),
        country,
      ).toHaveLength(1)
      expect(countryName(country), country).not.toBe(country)
    }
    expect(new Set(SHIPPING_COUNTRIES).size).toBe(SHIPPING_COUNTRIES.length)
    expect(SHIPPING_ZONES.domestic.countries).toEqual([SHOP_COUNTRY])
    expect(zoneOf(SHIPPING_ZONES, 'DE')).toBe('domestic')
    expect(zoneOf(SHIPPING_ZONES, 'IE')).toBe('eu')
    expect(zoneOf(SHIPPING_ZONES, 'PL')).toBe('eu')
    expect(zoneOf(SHIPPING_ZONES, 'GB')).toBe('world')
    expect(zoneOf(SHIPPING_ZONES, 'US')).toBe('world')
    expect(zoneOf(SHIPPING_ZONES, 'CH')).toBeUndefined()
    expect(zoneOf(SHIPPING_ZONES, '')).toBeUndefined()
  })

  it('sets every amount in whole minor units, every estimate in whole days, and express dearer than standard', () => {
    for (const zone of SHIPPING_ZONE_IDS) {
      const { standard, express, freeStandardFromCents } = SHIPPING_ZONES[zone]
      for (const amount of [standard.cents, express.cents, freeStandardFromCents ?? 0]) {
        expect(Number.isSafeInteger(amount) && amount >= 0, `${zone}: ${amount}`).toBe(true)
      }
      for (const { minDays, maxDays } of [standard, express]) {
        expect(Number.isSafeInteger(minDays) && minDays >= 1 && maxDays >= minDays, zone).toBe(true)
      }
      // The server knows which rate was paid for by its price: within a zone no two rates cost the same.
      expect(express.cents, zone).toBeGreaterThan(standard.cents)
    }
  })

  it('keeps the rates of the European Union as the shop had them for every country', () => {
    expect(priced('eu', 99_99)).toEqual([
      ['Standard', 495],
      ['Express', 1495],
    ])
    expect(shippingOptions(SHIPPING_ZONES, 'eu', 0).map((rate) => [rate.minDays, rate.maxDays])).toEqual([
      [3, 5],
      [1, 2],
    ])
  })

  it('makes standard free from a zone’s threshold up, to the cent, and never where a zone has none; express always costs', () => {
    expect(SHIPPING_ZONES.eu.freeStandardFromCents).toBe(100_00)
    expect(priced('eu', 100_00)).toEqual([
      ['Free standard', 0],
      ['Express', 1495],
    ])
    expect(priced('domestic', 99_99)).toEqual([
      ['Standard', 495],
      ['Express', 995],
    ])
    expect(priced('domestic', 100_00)).toEqual([
      ['Free standard', 0],
      ['Express', 995],
    ])
    expect(SHIPPING_ZONES.world.freeStandardFromCents).toBeNull()
    expect(priced('world', 1_000_000_00)).toEqual([
      ['Standard', 1495],
      ['Express', 2995],
    ])
  })

  it('knows the least standard shipping costs anywhere, for the estimate before a country is chosen', () => {
    expect(cheapestStandardCents(SHIPPING_ZONES, 24_99)).toBe(495)
    expect(cheapestStandardCents(SHIPPING_ZONES, 100_00)).toBe(0)
  })

  it('says a delivery estimate in days, one day in the singular', () => {
    expect(deliveryDays({ minDays: 3, maxDays: 5 })).toBe('3–5 business days')
    expect(deliveryDays({ minDays: 1, maxDays: 1 })).toBe('1 business day')
    expect(deliveryDays({ minDays: 1, maxDays: 1 }, 'working days')).toBe('1 working day')
  })
})
