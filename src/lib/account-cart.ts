// A signed-in shopper's cart as their user document keeps it (users/{uid}'s `cart`): the lines in the cart's
// order, each as its line key and quantity in one text ('9:M/navy*2', '12*1'), and the server's time of the last
// change. Texts, not maps: the rules cannot loop over a list, but they can check a list of texts as one joined
// text (firestore.rules, isCart), as they check the wishlist. A line's name, price and picture are not kept: they
// are the shop's, read from the catalog when the line comes back to a device.
import * as v from 'valibot'
import { itemOfLineKey } from './catalog/variant'
import { MAX_LINES, MAX_QUANTITY } from './orders/checkout-limits'

/**
 * One stored line, as the rules accept it: an id, the variant's values ('M/navy', each as an option's values may be
 * spelled, up to four) and a quantity of 1 to 99 (MAX_QUANTITY).
 */
export const STORED_LINE_PATTERN = /^-?[0-9]{1,16}(:[A-Za-z0-9.-]{1,32}(\/[A-Za-z0-9.-]{1,32}){0,3})?\*[1-9][0-9]?$/

/** The most lines the account keeps: the cart's own limit. */
export const MAX_ACCOUNT_LINES = MAX_LINES

export interface AccountLine {
  /** The line's key (lineKey): an item and its variant. */
  key: string
  quantity: number
}

const Lines = v.fallback(v.object({ lines: v.array(v.unknown()) }), { lines: [] })

/** The lines of the stored `cart` field: a bad entry or a repeated line is dropped, a bad field is an empty cart. */
export function accountLinesFrom(value: unknown): AccountLine[] {
  const lines: AccountLine[] = []
  for (const entry of v.parse(Lines, value).lines) {
    if (lines.length === MAX_ACCOUNT_LINES) break
    if (typeof entry !== 'string' || !STORED_LINE_PATTERN.test(entry)) continue
    const at = entry.lastIndexOf('*')
    const key = entry.slice(0, at)
    const quantity = Number(entry.slice(at + 1))
    if (itemOfLineKey(key) !== null && quantity <= MAX_QUANTITY && !lines.some((line) => line.key === key)) lines.push({ key, quantity })
  }
  return lines
}

/** The lines as the `cart` field stores them. */
export const storedLines = (lines: readonly AccountLine[]): string[] => lines.map(({ key, quantity }) => `${key}*${quantity}`)

/** Whether two carts hold the same lines in the same quantities (their order aside). */
export function sameLines(a: readonly AccountLine[], b: readonly AccountLine[]): boolean {
  return a.length === b.length && a.every((line) => b.some((other) => other.key === line.key && other.quantity === line.quantity))
}
