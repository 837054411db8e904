// The shop's shipping table: what a parcel costs and how long it takes, by where it goes. Every place that states
// or charges shipping reads it: the shipping page, the checkout's estimate, the payment page (the provider's and the
// demo's), the server's check of what was charged, and the order. Amounts are in minor units of the shop's currency.
// This table is where the owner changes the rates (docs/going-live.md).
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

export const SHIPPING_ZONES: Record<ShippingZoneId, ShippingZone> = {
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

/** Every country the shop ships to, zone by zone. */
export const SHIPPING_COUNTRIES: readonly ShippingCountry[] = SHIPPING_ZONE_IDS.flatMap((zone) => SHIPPING_ZONES[zone].countries)

/** A rate as offered for one cart: what the payment page shows and the order keeps. */
export interface ShippingRate extends RateTerms {
  id: ShippingRateId
  label: string
}

/** The zone a parcel to `country` travels in; undefined for a country the shop does not ship to. */
export const zoneOf = (country: string): ShippingZoneId | undefined =>
  SHIPPING_ZONE_IDS.find((zone) => SHIPPING_ZONES[zone].countries.includes(country as ShippingCountry))

/** Whether a cart of this subtotal ships standard for nothing in `zone`. */
const freeStandard = (zone: ShippingZone, subtotalCents: number): boolean => zone.freeStandardFromCents !== null && subtotalCents >= zone.freeStandardFromCents

/** The rates a cart of this subtotal is offered in `zone`: standard, free from the zone's threshold up, and express. */
export function shippingOptions(zoneId: ShippingZoneId, subtotalCents: number): ShippingRate[] {
  const zone = SHIPPING_ZONES[zoneId]
  const standard: ShippingRate = freeStandard(zone, subtotalCents)
    ? { id: 'standard', label: 'Free standard', ...zone.standard, cents: 0 }
    : { id: 'standard', label: 'Standard', ...zone.standard }
  return [standard, { id: 'express', label: 'Express', ...zone.express }]
}

/** The least standard shipping costs a cart of this subtotal anywhere the shop ships: the estimate before the country is known. */
export const cheapestStandardCents = (subtotalCents: number): number =>
  Math.min(...SHIPPING_ZONE_IDS.map((zone) => shippingOptions(zone, subtotalCents)[0]!.cents))

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
