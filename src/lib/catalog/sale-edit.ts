// An owner's edit of a price or a sale, before it is applied (item-edit.ts): the sale checked and given its
// reference price, and the item's price history as it will be once the edit is saved. The /api runs it in the
// edit's transaction, which writes the history with the item (owner-catalog.ts).
import * as v from 'valibot'
import { minPriceIn, priceFormat, SHOP_CURRENCY, toCents } from '../money'
import type { Currency } from '../shop-money'
import { refused, type Decided } from './catalog-edit'
import { lowestPriceBefore, recordPrices, type PriceEntry } from './price-history'
import { Sale } from './sale-price'

/** What an owner sends: the sale price in the shop's whole units and its window; the reference price is the shop's to work out. */
const OwnerSale = v.strictObject({ price: v.number(), from: v.string(), until: v.string() })

const GIVE_SALE = 'sale: give price, from and until (moments such as 2026-12-01T09:00:00Z), or null for no sale'

/** The price and sale of a stored item as the shop reads them (a malformed sale is none). */
const pricedOf = (item: Record<string, unknown>): { price: number; sale?: Sale } => {
  const sale = v.safeParse(Sale, item.sale)
  return { price: typeof item.price === 'number' ? item.price : 0, ...(sale.success ? { sale: sale.output } : {}) }
}

export interface SaleEdited {
  /** The changes to apply: the sale with its start and its reference price as the shop keeps them. */
  changes: Record<string, unknown>
  /** The price history to store with the item; null when the edit changes no price. */
  history: PriceEntry[] | null
}

/**
 * A sale that starts in the past starts now (a running sale keeps its start). A sale whose start is still to come, or
 * which starts now, is given `was`: the lowest price of the 30 days before it, when that is above its price. A price
 * edit takes away a sale that has ended.
 */
export function prepareSaleEdit(stored: Record<string, unknown>, edit: Record<string, unknown>, history: PriceEntry[] | null, now: Date): Decided<SaleEdited> {
  if (!Object.hasOwn(edit, 'price') && !Object.hasOwn(edit, 'sale')) return { ok: true, value: { changes: edit, history: null } }
  const changes = { ...edit }
  const before = pricedOf(stored)
  const time = now.getTime()
  if (changes.sale !== undefined && changes.sale !== null) {
    const given = v.safeParse(OwnerSale, changes.sale)
    if (!given.success || !Number.isFinite(Date.parse(given.output.from)) || !Number.isFinite(Date.parse(given.output.until))) {
      return refused(400, 'bad-item', GIVE_SALE)
    }
    const { price, until } = given.output
    const from = new Date(Date.parse(given.output.from)).toISOString()
    const running = before.sale?.from === from && Date.parse(from) <= time
    const start = running || Date.parse(from) > time ? from : now.toISOString()
    if (Date.parse(until) <= Math.max(Date.parse(start), time)) return refused(400, 'bad-item', 'sale: must end after it starts, and in the future')
    changes.sale = { price, from: start, until: new Date(Date.parse(until)).toISOString() }
  } else if (changes.sale === undefined && before.sale && Date.parse(before.sale.until) <= time) {
    changes.sale = null
  }
  const next = { ...stored, ...changes }
  if (next.sale === null) delete next.sale
  if (typeof next.price !== 'number') return { ok: true, value: { changes, history: null } }
  const after = pricedOf(next)
  const entries = recordPrices(history, before, after, now)
  const sale = after.sale
  // A sale still to come is measured again when the regular price before it changes; a running one keeps its reference.
  if (sale && (Object.hasOwn(edit, 'sale') || Date.parse(sale.from) > time)) {
    const running = Date.parse(sale.from) < time
    const lowest = running ? null : lowestPriceBefore(entries, new Date(sale.from))
    const was = running ? before.sale?.was : lowest !== null && lowest > toCents(sale.price) ? lowest / 100 : undefined
    changes.sale = { price: sale.price, from: sale.from, until: sale.until, ...(was !== undefined ? { was } : {}) }
  }
  return { ok: true, value: { changes, history: entries } }
}

/**
 * Why the owner may not save this sale on this item: its price at least the lowest and below the regular price, in
 * the shop's currency (a test may name another).
 */
export function saleProblems(item: Record<string, unknown>, currency: Currency = SHOP_CURRENCY): string[] {
  const sale = v.safeParse(Sale, item.sale)
  if (!sale.success || typeof item.price !== 'number') return []
  const { price } = sale.output
  const format = priceFormat(currency)
  const least = minPriceIn(currency)
  if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) return [`sale: the price must be ${currency.units} and whole ${currency.hundredths}`]
  if (price < least) return [`sale: the price must be at least ${format(least)}`]
  return toCents(price) < toCents(item.price) ? [] : [`sale: the price must be below the regular price, ${format(item.price)}`]
}
