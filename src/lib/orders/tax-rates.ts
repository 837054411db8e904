// The standard rate of tax in each country the shop ships to, in percent: the demo's stand-in for the payment
// provider's tax service, so every tax mode runs offline. Clothing is taxed at the standard rate in all of them, and
// so is shipping (it follows the goods). Rates as of 2026; a real project's provider keeps its own, up to date.
import type { ShippingCountry } from './shipping-countries'

const STANDARD_RATES: Record<ShippingCountry, number> = {
  // The United States have no national sales tax: the demo stands in with California's statewide base rate, where a
  // real project's provider adds each state's and county's own.
  US: 7.25,
  // Canada's federal GST; the provinces' own come on top with a real provider.
  CA: 5,
  GB: 20,
  IE: 23,
  DE: 19,
  FR: 20,
  ES: 21,
  IT: 22,
  NL: 21,
  BE: 21,
  AT: 20,
  PT: 23,
  SE: 25,
  DK: 25,
  FI: 25.5,
  PL: 23,
}

/** The standard rate of a country, in percent; null for a country the table does not know (no tax is stated). */
export const standardRate = (country: string): number | null => STANDARD_RATES[country as ShippingCountry] ?? null
