// The countries the shop ships to: the payment provider's page offers these for the shipping address, and the
// demo's payment page offers the same, so both collect an address the shop can send a parcel to.
export const SHIPPING_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'SE', 'DK', 'FI', 'PL'] as const

export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number]

const COUNTRY_NAMES: Record<ShippingCountry, string> = {
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
}

/** A country's name in English; a code the shop does not ship to (an order from before a change) reads as itself. */
export const countryName = (code: string): string => COUNTRY_NAMES[code as ShippingCountry] ?? code
