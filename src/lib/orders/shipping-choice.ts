// What the shopper gives on the payment page before paying: one of the rates the order was offered, and the address
// the parcel goes to, in a country of the order's zone (the one its rates are for). The demo's payment page checks
// it in the browser, field by field, and its backend checks it again, as the provider's page would; every problem
// is a sentence the shopper can act on.
import * as v from 'valibot'
import type { ShippingAddress } from './order'
import type { OrderShipping } from './order-schema'
import { offeredCountries, SHIPPING_COUNTRIES, SHIPPING_ZONES, type ShippingRate } from './shipping'
import { regionFits } from './regions'
import { countryName } from './shipping-countries'

/** The parts of a choice that can be wrong, each one control on the page. */
type ChoiceField = 'shippingRateId' | keyof ShippingAddress

const FIELDS: readonly string[] = ['shippingRateId', 'name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'] satisfies ChoiceField[]

export type FieldErrors = Partial<Record<ChoiceField, string>>

export type ParsedChoice = { ok: true; rate: ShippingRate; address: ShippingAddress } | { ok: false; message: string; fields: FieldErrors }

const MAX_TEXT = 100
const MAX_POSTAL_CODE = 20

// A missing field reads as an empty one, so it gets the field's own sentence rather than the object's.
const required = (missing: string, what: string, max = MAX_TEXT) =>
  v.optional(v.pipe(v.string(missing), v.trim(), v.nonEmpty(missing), v.maxLength(max, `${what} can be at most ${max} characters.`)), '')

const NO_RATE = 'Choose one of the shipping options offered.'

/** The zone an order's rates are for, and its countries as the order keeps them (the table may have changed since). */
type Offer = Pick<OrderShipping, 'zone' | 'countries'>

/** The sentence for a country the shop ships to, but at another zone's rates than this order's. */
export const otherZoneMessage = (offer: Offer): string => {
  const { name } = SHIPPING_ZONES[offer.zone]
  const countries = offeredCountries(offer)
  const where = countries.length === 1 ? name : `${name} (${countries.map(countryName).join(', ')})`
  return `These shipping rates are for ${where}. To send the parcel elsewhere, cancel and choose the country at the checkout.`
}

const addressSchema = (offer: Offer) =>
  v.object(
    {
      name: required('Enter the name of the person the parcel is for.', 'The name'),
      line1: required('Enter the street and house number.', 'Address line 1'),
      line2: v.optional(
        v.pipe(v.string('Address line 2 must be text.'), v.trim(), v.maxLength(MAX_TEXT, `Address line 2 can be at most ${MAX_TEXT} characters.`)),
      ),
      city: required('Enter the town or city.', 'The town or city'),
      region: v.optional(v.pipe(v.string(NO_REGION), v.trim())),
      postalCode: required('Enter the postal code.', 'The postal code', MAX_POSTAL_CODE),
      country: v.pipe(
        v.picklist(SHIPPING_COUNTRIES, 'Choose a country we ship to.'),
        v.check((country) => offeredCountries(offer).includes(country), otherZoneMessage(offer)),
      ),
    },
    'Give the shipping address.',
  )

const NO_REGION = 'Choose the state or province of the address.'

/** Whether the typed address lacks the state or province its country needs (or names one it has none of). */
function regionMissing(input: unknown): boolean {
  const address = (input as { shippingAddress?: unknown } | null)?.shippingAddress
  if (typeof address !== 'object' || address === null) return false
  const { country, region } = address as { country?: unknown; region?: unknown }
  if (typeof country !== 'string' || !(SHIPPING_COUNTRIES as readonly string[]).includes(country)) return false
  return !regionFits(country, typeof region === 'string' ? region.trim() || undefined : undefined)
}

/** `input` as `{shippingRateId, shippingAddress}`, checked against the rates the order was offered and its zone. */
export function parseShippingChoice(input: unknown, offer: Offer & Pick<OrderShipping, 'rates'>): ParsedChoice {
  const { rates } = offer
  const schema = v.object(
    {
      shippingRateId: v.picklist(
        rates.map((rate) => rate.id),
        NO_RATE,
      ),
      shippingAddress: addressSchema(offer),
    },
    'Choose a shipping option and give the shipping address.',
  )
  const parsed = v.safeParse(schema, input)
  const noRegion = regionMissing(input)
  if (parsed.success && noRegion) return { ok: false, message: NO_REGION, fields: { region: NO_REGION } }
  if (parsed.success) {
    const { line2, region, ...address } = parsed.output.shippingAddress
    const rate = rates.find((offered) => offered.id === parsed.output.shippingRateId)!
    return { ok: true, rate, address: { ...address, ...(line2 ? { line2 } : {}), ...(region ? { region } : {}) } }
  }
  const fields: FieldErrors = {}
  for (const issue of parsed.issues) {
    const key = issue.path?.at(-1)?.key
    if (typeof key === 'string' && FIELDS.includes(key)) fields[key as ChoiceField] ??= issue.message
  }
  if (noRegion) fields.region ??= NO_REGION
  return { ok: false, message: parsed.issues[0].message, fields }
}

/**
 * What the provider charged for shipping, checked on the server against what the order was offered: the rate of that
 * price, or the reason it is none of them (another price, or an address outside the order's zone). The provider's
 * page offers exactly the order's rates and the zone's countries, so a problem means the payment is not the shop's
 * offer (a changed session, a tampered page) and is sent back.
 */
export function chargedRate(
  offer: Offer & Pick<OrderShipping, 'rates'>,
  shippingCents: number,
  country: string | undefined,
): { ok: true; rate: ShippingRate } | { ok: false; reason: string } {
  const rate = offer.rates.find((offered) => offered.cents === shippingCents)
  if (!rate) return { ok: false, reason: `The shipping charged (${shippingCents}) is none of the rates the order was offered in its zone (${offer.zone}).` }
  if (country !== undefined && !offeredCountries(offer).includes(country))
    return { ok: false, reason: `The parcel's country (${country}) is outside the order's shipping zone (${offer.zone}).` }
  return { ok: true, rate }
}
