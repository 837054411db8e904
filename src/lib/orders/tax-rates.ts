// The standard rate of tax in each country the shop ships to, in percent: the demo's stand-in for the payment
// provider's tax service, so every tax mode runs offline. Clothing is taxed at the standard rate in all of them, and
// so is shipping (it follows the goods). Rates as of 2026; a real project's provider keeps its own, up to date.
import type { TaxMode } from '../shop-money'
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

/** The countries the shop ships to that are in the EU's VAT area: the VAT prices include is due there alone. */
const EU_VAT_AREA: ReadonlySet<string> = new Set<ShippingCountry>(['IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'SE', 'DK', 'FI', 'PL'])

/** Whether goods delivered to `country` leave the EU: an export, on which a shop whose prices include VAT charges none. */
export const isExport = (country: string): boolean => !EU_VAT_AREA.has(country)

/**
 * The rate of tax on goods delivered to `country`, in percent, or null when none is stated: with prices including
 * VAT, the country's standard rate inside the EU and none outside it (an export: the shopper pays the prices shown,
 * with no VAT in them); with tax added, the rate of the address, wherever it is.
 */
export function taxRate(mode: TaxMode, country: string): number | null {
  if (mode === 'none' || (mode === 'included' && isExport(country))) return null
  return STANDARD_RATES[country as ShippingCountry] ?? null
}
