// An item's counted units against the variants it has: what an edit of its sizes or colours, or a new item's
// starting stock, leaves in its stock document.
import { isCount, readItem } from './catalog-schema'
import { PLAIN_STOCK_KEY, stockKey, variantsOf } from './variant'

/** The stock keys of a stored item, as the shop reads its options ('M/navy', 'M', 'navy' or '*'). */
export function variantKeysOf(item: unknown): string[] {
  const read = readItem(item).item
  return read ? variantsOf(read).map(stockKey) : []
}

const sumOf = (counts: Record<string, unknown>): number => Object.values(counts).reduce<number>((sum, count) => sum + (isCount(count) ? count : 0), 0)

/**
 * The units of every variant the item now has: a variant kept keeps its count, a new one starts at 0 (it is not
 * for sale until the owner counts it, rather than sold uncounted), one no longer offered is dropped. When the
 * last size or colour goes, the item's one count is what its variants had in all: the same goods, on the same shelf.
 */
export function unitsForVariants(units: Record<string, unknown>, item: unknown): Record<string, unknown> {
  const keys = variantKeysOf(item)
  if (keys.length === 1 && keys[0] === PLAIN_STOCK_KEY && !Object.hasOwn(units, PLAIN_STOCK_KEY)) return { [PLAIN_STOCK_KEY]: sumOf(units) }
  return Object.fromEntries(keys.map((key) => [key, Object.hasOwn(units, key) ? units[key] : 0]))
}

/** Each pending order's hold against the variants the item now has, folded as `unitsForVariants` folds the units. */
export function heldForVariants(held: Record<string, Record<string, number>>, item: unknown): Record<string, Record<string, number>> {
  const keys = variantKeysOf(item)
  return Object.fromEntries(
    Object.entries(held).map(([orderId, hold]) => {
      const folded = unitsForVariants(hold, item)
      return [
        orderId,
        Object.fromEntries(Object.entries(folded).filter((entry): entry is [string, number] => keys.includes(entry[0]) && isCount(entry[1]) && entry[1] > 0)),
      ]
    }),
  )
}

/** What is wrong with a new count of the variant `key` among the item's `variants`. */
export function unitProblems(variants: string[], key: string, count: unknown): string[] {
  if (!variants.includes(key)) return [`units '${key}': no such variant of this item`]
  return isCount(count) ? [] : [`units '${key}': must be a whole number from 0 to 1000000`]
}

/** Starting units: each key a variant of the item and each count whole; every variant not named starts at 0. */
export function startingUnits(item: unknown, units: unknown): { units: Record<string, number> } | { problems: string[] } {
  const keys = variantKeysOf(item)
  if (typeof units !== 'object' || units === null || Array.isArray(units)) return { problems: ['units: must be a map of variant to count'] }
  const problems = Object.entries(units).flatMap(([key, count]) => unitProblems(keys, key, count))
  return problems.length > 0 ? { problems } : { units: Object.fromEntries(keys.map((key) => [key, (units as Record<string, number>)[key] ?? 0])) }
}
