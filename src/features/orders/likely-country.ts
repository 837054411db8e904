// The country a shopper most likely wants the parcel sent to, before they say: the region of the first language
// their browser prefers that names one the shop ships to ('de-AT' → Austria). A guess, shown in the checkout's
// country field for the shopper to confirm or change; without one the checkout shows what shipping costs at least.
import { SHIPPING_COUNTRIES } from '../../lib/orders/shipping'
import type { ShippingCountry } from '../../lib/orders/shipping-countries'

export function likelyCountry(languages: readonly string[]): ShippingCountry | null {
  for (const tag of languages) {
    let region: string | undefined
    try {
      region = new Intl.Locale(tag).region
    } catch {
      continue
    }
    const country = SHIPPING_COUNTRIES.find((code) => code === region)
    if (country) return country
  }
  return null
}
