// An address as a parcel's label sets it out, line by line, in the order of its country's post: the name, the
// street lines, then the town with its postcode ('10115 Berlin'), or in the United States and Canada the town,
// state and ZIP code ('San Francisco, CA 94105'), and the country by name.
import type { ShippingAddress } from './order-schema'
import { regionsOf } from './regions'
import { countryName } from './shipping-countries'

/** The line with the town: where the postcode goes, and the state or province where the country has them. */
function placeLine(address: ShippingAddress): string {
  if (regionsOf(address.country)) return `${address.city}${address.region ? `, ${address.region}` : ''} ${address.postalCode}`
  if (address.country === 'GB') return `${address.city} ${address.postalCode}`
  return `${address.postalCode} ${address.city}`
}

export const addressLines = (address: ShippingAddress): string[] =>
  [address.name, address.line1, address.line2 ?? '', placeLine(address), countryName(address.country)].filter((line) => line.trim() !== '')
