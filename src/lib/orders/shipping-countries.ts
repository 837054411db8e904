// The countries the shop knows by name, and its own. Which of them it ships to, and at what rates, is the shipping
// table's to say (shipping.ts): the payment provider's page and the demo's offer those for the shipping address.
const COUNTRY_NAMES = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  IE: 'Ireland',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  IT: 'Italy',
  NL: 'Netherlands',
  BE: 'Belgium',
  AT: 'Austria',
  PT: 'Portugal',
  SE: 'Sweden',
  DK: 'Denmark',
  FI: 'Finland',
  PL: 'Poland',
} as const

/** An ISO 3166-1 alpha-2 code the shop has a name for. */
export type ShippingCountry = keyof typeof COUNTRY_NAMES

/** Where the shop is (its workshop in Berlin): parcels to it travel at the domestic rates, and returns from it are free. */
export const SHOP_COUNTRY: ShippingCountry = 'DE'

/** A country's name in English; a code the shop does not know (an order from before a change) reads as itself. */
export const countryName = (code: string): string => COUNTRY_NAMES[code as ShippingCountry] ?? code

/** Whether `code` is one of the countries the shop knows by name (a stored choice is read through this). */
export const isShippingCountry = (code: string): code is ShippingCountry => Object.hasOwn(COUNTRY_NAMES, code)
