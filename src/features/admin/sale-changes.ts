// What the owner's sale form sends: a sale price below the item's price, from one moment to a later one, typed in
// the owner's own time zone (the form's datetime-local fields) and sent as moments; or null, no sale. The server
// checks it again, and works out what a shopper is shown it is reduced from (src/lib/catalog/sale-edit.ts).
import { minPriceIn, priceFormat, SHOP_CURRENCY, toCents } from '../../lib/money'
import type { Currency } from '../../lib/shop-money'

export interface SaleFormValues {
  /** As typed, in the shop's whole units (dollars, euros). */
  price: string
  /** The datetime-local fields' values ('2026-12-01T09:00'), in the owner's time zone. */
  from: string
  until: string
}

export type SaleChange = { sale: { price: number; from: string; until: string } } | { problem: string }

/** A datetime-local field's value for a moment, in this browser's time zone: '2026-12-01T09:00'. */
export function localField(iso: string): string {
  const at = new Date(iso)
  const two = (part: number) => String(part).padStart(2, '0')
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`
}

/**
 * The sale the form sets on an item priced `regular` (in the currency's whole units), or a sentence saying what to
 * correct first. Prices are in the shop's currency; a test may name another.
 */
export function saleChange(regular: number, values: SaleFormValues, currency: Currency = SHOP_CURRENCY): SaleChange {
  const priceText = values.price.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(priceText)) return { problem: `Sale price: type an amount in ${currency.units}, such as 19.99.` }
  const price = Number(priceText)
  const format = priceFormat(currency)
  const least = minPriceIn(currency)
  if (price < least) return { problem: `Sale price: at least ${format(least)}.` }
  if (toCents(price) >= toCents(regular)) return { problem: `Sale price: below the item's price, ${format(regular)}.` }
  const from = Date.parse(values.from)
  const until = Date.parse(values.until)
  if (!Number.isFinite(from) || !Number.isFinite(until)) return { problem: 'Give the day and time the sale starts and ends.' }
  if (until <= from) return { problem: 'The sale must end after it starts.' }
  return { sale: { price, from: new Date(from).toISOString(), until: new Date(until).toISOString() } }
}
