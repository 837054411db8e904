// What the shopper gives on the payment page before paying: one of the rates offered for the cart, and the address
// the parcel goes to. The demo's payment page checks it in the browser, field by field, and its backend checks it
// again, as the provider's page would; every problem is a sentence the shopper can act on.
import * as v from 'valibot'
import type { ShippingAddress } from './order'
import { shippingOptions, type ShippingRate } from './shipping'
import { SHIPPING_COUNTRIES } from './shipping-countries'

/** The parts of a choice that can be wrong, each one control on the page. */
type ChoiceField = 'shippingRateId' | keyof ShippingAddress

const FIELDS: readonly string[] = ['shippingRateId', 'name', 'line1', 'line2', 'city', 'postalCode', 'country'] satisfies ChoiceField[]

export type FieldErrors = Partial<Record<ChoiceField, string>>

export type ParsedChoice = { ok: true; rate: ShippingRate; address: ShippingAddress } | { ok: false; message: string; fields: FieldErrors }

const MAX_TEXT = 100
const MAX_POSTAL_CODE = 20

// A missing field reads as an empty one, so it gets the field's own sentence rather than the object's.
const required = (missing: string, what: string, max = MAX_TEXT) =>
  v.optional(v.pipe(v.string(missing), v.trim(), v.nonEmpty(missing), v.maxLength(max, `${what} can be at most ${max} characters.`)), '')

const AddressSchema = v.object(
  {
    name: required('Enter the name of the person the parcel is for.', 'The name'),
    line1: required('Enter the street and house number.', 'Address line 1'),
    line2: v.optional(
      v.pipe(v.string('Address line 2 must be text.'), v.trim(), v.maxLength(MAX_TEXT, `Address line 2 can be at most ${MAX_TEXT} characters.`)),
    ),
    city: required('Enter the town or city.', 'The town or city'),
    postalCode: required('Enter the postal code.', 'The postal code', MAX_POSTAL_CODE),
    country: v.picklist(SHIPPING_COUNTRIES, 'Choose a country we ship to.'),
  },
  'Give the shipping address.',
)

const NO_RATE = 'Choose one of the shipping options offered.'

/** `input` as `{shippingRateId, shippingAddress}`, checked against the rates a cart of `subtotalCents` is offered. */
export function parseShippingChoice(input: unknown, subtotalCents: number): ParsedChoice {
  const rates = shippingOptions(subtotalCents)
  const schema = v.object(
    {
      shippingRateId: v.picklist(
        rates.map((rate) => rate.id),
        NO_RATE,
      ),
      shippingAddress: AddressSchema,
    },
    'Choose a shipping option and give the shipping address.',
  )
  const parsed = v.safeParse(schema, input)
  if (parsed.success) {
    const { line2, ...address } = parsed.output.shippingAddress
    const rate = rates.find((offered) => offered.id === parsed.output.shippingRateId)!
    return { ok: true, rate, address: line2 ? { ...address, line2 } : address }
  }
  const fields: FieldErrors = {}
  for (const issue of parsed.issues) {
    const key = issue.path?.at(-1)?.key
    if (typeof key === 'string' && FIELDS.includes(key)) fields[key as ChoiceField] ??= issue.message
  }
  return { ok: false, message: parsed.issues[0].message, fields }
}
