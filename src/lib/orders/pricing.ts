// Re-pricing: every line of a checkout request priced in integer cents from the catalog as it is now. A line
// that no longer names something the shop sells is refused with a reason the shopper can act on.
import type { Item } from '../catalog/catalog-schema'
import { namedIn, offers, OPTION_PROBLEM_CODES, optionProblem, variantOf, variantWords, type NamedVariant } from '../catalog/variant'
import { findItem, type CatalogSnapshot } from './catalog-snapshot'
import type { CheckoutLine } from './checkout-request'
import { effectiveCents } from '../catalog/sale-price'

/** A line as ordered: its item, its variant with the names the shopper read, and its price when ordered. */
export interface PricedLine extends NamedVariant {
  collectionId: string
  itemId: number
  name: string
  quantity: number
  unitCents: number
}

export const LINE_PROBLEM_CODES = ['item-gone', 'variant-gone', ...OPTION_PROBLEM_CODES, 'short', 'unavailable', 'price-changed'] as const
type LineProblemCode = (typeof LINE_PROBLEM_CODES)[number]

export interface LineProblem {
  /** Index of the line in the request (or the cart being reviewed). */
  line: number
  code: LineProblemCode
  message: string
  /** 'short': the units left (0 when sold out). */
  available?: number
  /** 'price-changed': the price now. */
  unitCents?: number
}

/** What a shopper reads of an item the shop no longer sells (hidden or removed), wherever they meet it. */
export const ITEM_GONE_NOTE = 'This item is no longer sold.'

export type Priced = { ok: true; lines: PricedLine[]; subtotalCents: number } | { ok: false; problems: LineProblem[] }

function priceLine(line: CheckoutLine, index: number, item: Item | null, at: Date): PricedLine | LineProblem {
  if (!item) return { line: index, code: 'item-gone', message: ITEM_GONE_NOTE }
  const variant = variantOf(line)
  const missing = optionProblem(item, variant, item.name)
  if (missing) return { line: index, ...missing }
  // Any option the item does not offer in this value, whichever the option.
  if (!offers(item, variant)) return { line: index, code: 'variant-gone', message: `${item.name} is no longer sold in ${variantWords(line)}.` }
  return {
    collectionId: line.collectionId,
    itemId: line.itemId,
    name: item.name,
    ...namedIn(item, variant),
    quantity: line.quantity,
    // The price in force as the order is made: a sale's within its window.
    unitCents: effectiveCents(item, at),
  }
}

/**
 * Prices every line from the catalog at the moment `at`; all problems are reported at once, so the shopper fixes the
 * cart in one go.
 */
export function priceLines(lines: CheckoutLine[], catalog: CatalogSnapshot, at: Date): Priced {
  const priced: PricedLine[] = []
  const problems: LineProblem[] = []
  lines.forEach((line, index) => {
    const result = priceLine(line, index, findItem(catalog, line.collectionId, line.itemId), at)
    if ('code' in result) problems.push(result)
    else priced.push(result)
  })
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, lines: priced, subtotalCents: priced.reduce((sum, line) => sum + line.unitCents * line.quantity, 0) }
}

/** The refusal for a line that wants more than is left. */
export function shortProblem(line: PricedLine, index: number, available: number): LineProblem {
  const where = variantWords(line)
  const message = available === 0 ? `${line.name} is sold out${where ? ` in ${where}` : ''}.` : `Only ${available} left${where ? ` in ${where}` : ''}.`
  return { line: index, code: 'short', message, available }
}

/** The refusal for a line whose stored stock cannot be read: not sold until the count is fixed, never sold uncounted. */
export function unavailableProblem(line: PricedLine, index: number): LineProblem {
  const where = variantWords(line)
  return { line: index, code: 'unavailable', message: `${line.name} cannot be ordered${where ? ` in ${where}` : ''} at the moment.` }
}
