// An item's counted units against the variants it has: what an edit of its sizes or colours, or a new item's
// starting stock, leaves in its stock document.
import { isCount, readItem } from './catalog-schema'
import { variantKey, variantsOf } from './variant'

/** The variant keys of a stored item, as the shop reads its options ('M/navy', 'M', 'navy' or ''). */
export function variantKeysOf(item: unknown): string[] {
  const read = readItem(item).item
  return read ? variantsOf(read).map(variantKey) : []
}

/**
 * The units of every variant the item now has: a variant kept keeps its count, a new one starts at none (it is
 * not for sale until the owner counts it, rather than sold uncounted), one no longer offered is dropped.
 */
export function unitsForVariants(units: Record<string, unknown>, item: unknown): Record<string, unknown> {
  const keys = variantKeysOf(item).filter((key) => key !== '')
  return Object.fromEntries(keys.map((key) => [key, Object.hasOwn(units, key) ? units[key] : 0]))
}

// A stock document's units are a Firestore map, whose keys cannot be empty: a plain item's one variant ('') has
// no key there, so such an item is sold uncounted.
const PLAIN = 'units: an item without sizes or colours is not counted'

/** What is wrong with a new count of the variant `key` among the item's `variants`. */
export function unitProblems(variants: string[], key: string, count: unknown): string[] {
  if (key === '') return [PLAIN]
  if (!variants.includes(key)) return [`units '${key}': no such variant of this item`]
  return isCount(count) ? [] : [`units '${key}': must be a whole number from 0 to 1000000`]
}

/** Starting units: each key a variant of the item and each count whole; every variant not named starts at 0. */
export function startingUnits(item: unknown, units: unknown): { units: Record<string, number> } | { problems: string[] } {
  const keys = variantKeysOf(item)
  if (typeof units !== 'object' || units === null || Array.isArray(units)) return { problems: ['units: must be a map of variant to count'] }
  const problems = Object.entries(units).flatMap(([key, count]) => unitProblems(keys, key, count))
  if (keys.includes('')) problems.push(PLAIN)
  return problems.length > 0 ? { problems } : { units: Object.fromEntries(keys.map((key) => [key, (units as Record<string, number>)[key] ?? 0])) }
}
