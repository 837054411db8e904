// An item's counted units against the variants it has: what an edit of its sizes or colours, or a new item's
// starting stock, leaves in its stock document.
import { isCount } from './catalog-schema'
import { kept } from './droppable'
import { readItem } from './catalog-schema'
import { variantKey, variantsOf } from './variant'

/** The variant keys of a stored item, as the shop reads its sizes and colours ('M/navy', 'M', 'navy' or ''). */
export function variantKeysOf(item: unknown): string[] {
  const read = readItem(item).item
  return read ? variantsOf({ sizes: kept(read.sizes), colors: kept(read.colors) }).map(variantKey) : []
}

/**
 * The units of every variant the item now has: a variant kept keeps its count, a new one starts at none (it is
 * not for sale until the owner counts it, rather than sold uncounted), one no longer offered is dropped.
 */
export function unitsForVariants(units: Record<string, unknown>, item: unknown): Record<string, unknown> {
  return Object.fromEntries(variantKeysOf(item).map((key) => [key, Object.hasOwn(units, key) ? units[key] : 0]))
}

/** Starting units: each key a variant of the item and each count whole; every variant not named starts at 0. */
export function startingUnits(item: unknown, units: unknown): { units: Record<string, number> } | { problems: string[] } {
  const keys = variantKeysOf(item)
  if (typeof units !== 'object' || units === null || Array.isArray(units)) return { problems: ['units: must be a map of variant to count'] }
  const problems = Object.entries(units).flatMap(([key, count]) =>
    !keys.includes(key) ? [`units '${key}': no such variant of this item`] : isCount(count) ? [] : [`units '${key}': must be a whole number from 0 to 1000000`],
  )
  return problems.length > 0 ? { problems } : { units: Object.fromEntries(keys.map((key) => [key, (units as Record<string, number>)[key] ?? 0])) }
}
