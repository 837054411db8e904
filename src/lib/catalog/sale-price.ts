// An item's sale: a lower price from one moment to another, set by an owner. Which price is in force at a moment,
// and what reduction may be shown, is decided here for every place that shows, charges or describes a price: the
// cards, the product page, the search list, the cart, the JSON-LD and the checkout. The reduction is measured
// against `was`, the lowest price of the 30 days before the sale started, which the /api works out from the
// item's price history (price-history.ts) when it saves the sale; a sale without one above its price shows none.
import * as v from 'valibot'
import { toCents } from '../money'
import type { Offer } from './offer'

const Dollars = v.pipe(
  v.number(),
  v.check((amount) => Number.isFinite(amount) && amount >= 0),
)
const Moment = v.pipe(
  v.string(),
  v.check((text) => Number.isFinite(Date.parse(text))),
)

/** The sale as stored on the item (dollars, as its price). */
export const Sale = v.pipe(
  v.object({
    price: Dollars,
    from: Moment,
    until: Moment,
    /** The lowest price of the 30 days before `from`, when that was above the sale price: what a reduction is from. */
    was: v.optional(Dollars),
  }),
  v.check((sale) => Date.parse(sale.from) < Date.parse(sale.until)),
)
export type Sale = v.InferOutput<typeof Sale>

interface Priced {
  price: number
  sale?: Sale | undefined
}

const inForce = (sale: Sale | undefined, time: number): sale is Sale => sale !== undefined && Date.parse(sale.from) <= time && time < Date.parse(sale.until)

/** Whether the item's sale price is the one charged at `at`. */
export const isOnSale = (item: Priced, at: Date): boolean => inForce(item.sale, at.getTime())

/** The price charged at `at`, in cents: the sale's within its window, else the regular price. */
export const effectiveCents = (item: Priced, at: Date): number => toCents(inForce(item.sale, at.getTime()) ? item.sale!.price : item.price)

/** The offer at `at`: a reduction only while the sale is in force and its reference price is above it. */
export function offerAt(item: Priced, at: Date): Offer {
  const cents = effectiveCents(item, at)
  const sale = item.sale
  if (!inForce(sale, at.getTime())) return { cents }
  const wasCents = sale.was === undefined ? undefined : toCents(sale.was)
  return { cents, until: sale.until, ...(wasCents !== undefined && wasCents > cents ? { wasCents } : {}) }
}
