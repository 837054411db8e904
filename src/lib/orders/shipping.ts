// The shop's shipping table: what a parcel costs and how long it takes, by where it goes. Every place that states
// or charges shipping reads it: the shipping page, the checkout's estimate, the payment page (the provider's and the
// demo's), the server's check of what was charged, and the order. Amounts are in minor units of the shop's currency.
// The table below is the default: the seed's, and the shop's until an owner sets one in the back office
// (settings/shipping, shipping-table.ts); every function here is given the table in force.
import { SHOP_COUNTRY, type ShippingCountry } from './shipping-countries.ts'

export const SHIPPING_ZONE_IDS = ['domestic', 'eu', 'world'] as const
export type ShippingZoneId = (typeof SHIPPING_ZONE_IDS)[number]

export const SHIPPING_RATE_IDS = ['standard', 'express'] as const
export type ShippingRateId = (typeof SHIPPING_RATE_IDS)[number]

/** A rate as the table sets it: its price and its delivery estimate in business days. */
interface RateTerms {
  cents: number
  minDays: number
  maxDays: number
}

export interface ShippingZone {
  /** As a sentence names it, after 'for' or 'to': 'other EU countries'. */
  name: string
  countries: readonly ShippingCountry[]
  standard: RateTerms
  express: RateTerms
  /** Standard costs nothing from this subtotal up; null: it always costs. */
  freeStandardFromCents: number | null
}

/** Every zone's countries and rates: the default below, or the owner's. */
export type ShippingTable = Record<ShippingZoneId, ShippingZone>

/** The default table. */
export const SHIPPING_ZONES: ShippingTable = {
  domestic: {
    name: 'Germany',
    countries: [SHOP_COUNTRY],
    standard: { cents: 4_95, minDays: 1, maxDays: 2 },
    express: { cents: 9_95, minDays: 1, maxDays: 1 },
    freeStandardFromCents: 100_00,
  },
  eu: {
    name: 'other EU countries',
    countries: ['IE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'SE', 'DK', 'FI', 'PL'],
    standard: { cents: 4_95, minDays: 3, maxDays: 5 },
    express: { cents: 14_95, minDays: 1, maxDays: 2 },
    freeStandardFromCents: 100_00,
  },
  world: {
    name: 'the rest of the world',
    countries: ['US', 'CA', 'GB'],
    standard: { cents: 14_95, minDays: 5, maxDays: 10 },
    express: { cents: 29_95, minDays: 2, maxDays: 4 },
    freeStandardFromCents: null,
  },
}

/** Every country the shop may ship to, zone by zone as the default table has them; an owner's table keeps each in one zone. */
export const SHIPPING_COUNTRIES: readonly ShippingCountry[] = SHIPPING_ZONE_IDS.flatMap((zone) => SHIPPING_ZONES[zone].countries)

/** A rate as offered for one cart: what the payment page shows and the order keeps. */
export interface ShippingRate extends RateTerms {
  id: ShippingRateId
  label: string
}

/** The zone a parcel to `country` travels in; undefined for a country the shop does not ship to. */
export const zoneOf = (table: ShippingTable, country: string): ShippingZoneId | undefined =>
  SHIPPING_ZONE_IDS.find((zone) => table[zone].countries.includes(country as ShippingCountry))

/**
 * What standard shipping still needs to be free in `zone`: the goods' amount to add, 0 when it is free, null where
 * it never is. `goodsCents` is the goods after a promotion code's discount: a code never buys free shipping.
 */
export function shortOfFreeStandard(zone: ShippingZone, goodsCents: number): number | null {
  return zone.freeStandardFromCents === null ? null : Math.max(0, zone.freeStandardFromCents - goodsCents)
}

/**
 * The rates a cart is offered in `zone`: standard, free from the zone's threshold up, and express. `goodsCents` is
 * what the goods cost after a promotion code's discount (decision 048).
 */
export function shippingOptions(table: ShippingTable, zoneId: ShippingZoneId, goodsCents: number): ShippingRate[] {
  const zone = table[zoneId]
  const standard: ShippingRate =
    shortOfFreeStandard(zone, goodsCents) === 0
      ? { id: 'standard', label: 'Free standard', ...zone.standard, cents: 0 }
      : { id: 'standard', label: 'Standard', ...zone.standard }
  return [standard, { id: 'express', label: 'Express', ...zone.express }]
}

/** The least standard shipping costs these goods anywhere the shop ships: the estimate before the country is known. */
export const cheapestStandardCents = (table: ShippingTable, goodsCents: number): number =>
  Math.min(...SHIPPING_ZONE_IDS.filter((zone) => table[zone].countries.length > 0).map((zone) => shippingOptions(table, zone, goodsCents)[0]!.cents))

/** '3–5 business days', '1 business day' (`days`: the word the page uses for them). */
export function deliveryDays({ minDays, maxDays }: Pick<RateTerms, 'minDays' | 'maxDays'>, days = 'business days'): string {
  if (minDays === maxDays) return `${minDays} ${minDays === 1 ? days.replace(/s$/, '') : days}`
  return `${minDays}–${maxDays} ${days}`
}

/** The rate an order was paid with, as the payment page offered it; null before payment and for orders from before zones. */
export function paidRate(order: { shipping?: { rates: readonly ShippingRate[]; rateId?: ShippingRateId | undefined } | undefined }): ShippingRate | null {
  const { shipping } = order
  return shipping?.rateId ? (shipping.rates.find((rate) => rate.id === shipping.rateId) ?? null) : null
}

/** 'Express, 1–2 business days': the way a paid order travels, as the owner and the shopper read it. */
export const rateWords = (rate: ShippingRate): string => `${rate.label}, ${deliveryDays(rate)}`

/**
 * What an order to `country` is offered: its zone, that zone's countries, the country itself (where the payment
 * page's address starts) and its rates for these goods; undefined where the table does not ship.
 */
export function shippingOffer(table: ShippingTable, country: string, goodsCents: number) {
  const zone = zoneOf(table, country)
  return zone && { zone, countries: [...table[zone].countries], country, rates: shippingOptions(table, zone, goodsCents) }
}

/** The countries an order's rates are for: as the order keeps them, or the default table's for an order made before it kept them. */
export const offeredCountries = (shipping: { zone: ShippingZoneId; countries?: readonly string[] | undefined }): readonly string[] =>
  shipping.countries ?? SHIPPING_ZONES[shipping.zone].countries
