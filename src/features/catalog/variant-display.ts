// An item's variants: one per size and colour it comes in (one in all for an item without options), each with
// its key, its stock and its name as the shopper reads it.
import type { Item, ItemColor } from '../../lib/catalog/catalog-schema'
import { isChoiceSoldOut, isValueSoldOut, keptChoice, lineKey, stockKey, type OptionName } from '../../lib/catalog/variant'
import type { Variant } from './types'

/**
 * Units left of the variant, or null when the owner sells the item without a limit (then only the cart's own limit
 * applies). A variant the published stock does not list has none for sale, as the checkout decides.
 */
export function stockOf(item: Item, variant: Variant): number | null {
  if (item.unlimited === true) return null
  const key = stockKey(variant)
  return item.stock && Object.hasOwn(item.stock, key) ? (item.stock[key] ?? 0) : 0
}

/**
 * Whether the choice is sold out: the variant it names, or, for a choice not yet complete, every variant that
 * agrees with it (a size alone, in every colour).
 */
export const isSoldOut = (item: Item, choice: Variant): boolean => isChoiceSoldOut(item, choice, (variant) => stockOf(item, variant))

/**
 * Whether a value of one option is sold out given the rest of the choice ('S' of the sizes, with Navy chosen): what
 * a chooser strikes through. Every option the item has counts, not only the one beside it.
 */
export const isOptionSoldOut = (item: Item, name: OptionName, value: string, choice: Variant): boolean =>
  isValueSoldOut(item, name, value, choice, (variant) => stockOf(item, variant))

export const colorOf = (item: Item, id: string | undefined): ItemColor | undefined => item.colors?.find((color) => color.id === id)

export { isComplete, resolveVariant } from '../../lib/catalog/variant'

/** The stock-keeping unit, from the line's key: 'CC-9-M-NAVY', 'CC-3'. */
export const skuOf = (itemId: number, variant: Variant): string => `CC-${lineKey({ id: itemId, variant }).replace(/[:/]/g, '-')}`.toUpperCase()

/** The picture of the item in the chosen colour. */
export const imageFor = (item: Item, variant: Variant): string => colorOf(item, variant.color)?.imageUrl ?? item.imageUrl

/**
 * The close-ups of the item in the chosen colour: the colour's own, else the item's when the colour shows the
 * item's own picture (they are drawn in that colour), else none.
 */
export function closeUpsFor(item: Item, variant: Variant): string[] {
  const color = colorOf(item, variant.color)
  if (color?.images) return color.images
  return imageFor(item, variant) === item.imageUrl ? (item.images ?? []) : []
}

/**
 * What a list filtered by size and colour has chosen for one of its items: the filters' values where the item comes
 * in them. Its card shows, links to and adds that choice.
 */
export const listChoice = (item: Pick<Item, 'sizes' | 'colors'>, filters: Variant): Variant => keptChoice(item, filters)
