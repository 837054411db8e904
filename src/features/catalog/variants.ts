// An item's variants: one per size and colour it comes in (one in all for an item without options), each with
// its key, its stock and its name as the shopper reads it.
import type { Item, ItemColor } from '../../lib/catalog/catalog-schema'
import { lineKey, variantKey, variantsOf } from '../../lib/catalog/variant'
import type { Variant } from './types'

/** Units left of the variant, or null when its stock is not counted (then only the cart's own limit applies). */
export function stockOf(item: Item, variant: Variant): number | null {
  const key = variantKey(variant)
  return item.stock && Object.hasOwn(item.stock, key) ? (item.stock[key] ?? null) : null
}

export const isSoldOut = (item: Item, variant: Variant): boolean => stockOf(item, variant) === 0

/** A size is sold out when it is in no colour. */
export const isSizeSoldOut = (item: Item, size: string): boolean =>
  variantsOf(item)
    .filter((variant) => variant.size === size)
    .every((variant) => isSoldOut(item, variant))

export const colorOf = (item: Item, id: string | undefined): ItemColor | undefined => item.colors?.find((color) => color.id === id)

/**
 * The choice a page starts from, from what the address asks for: a size only if the item has it (there is no
 * default size: the shopper chooses one), a colour if the item has it, else its first colour. Anything else is
 * ignored, never an error.
 */
export function resolveVariant(item: Item, wanted: Variant): Variant {
  const size = wanted.size !== undefined && item.sizes?.includes(wanted.size) ? wanted.size : undefined
  const color = colorOf(item, wanted.color)?.id ?? item.colors?.[0]?.id
  return { ...(size !== undefined ? { size } : {}), ...(color !== undefined ? { color } : {}) }
}

export { isComplete } from '../../lib/catalog/variant'

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
 * What a list filtered by size and colour has chosen for one of its items: the filter's size and colour where the
 * item comes in them. Its card shows, links to and adds that choice.
 */
export function listChoice(item: Pick<Item, 'sizes' | 'colors'>, filters: Variant): Variant {
  const size = filters.size !== undefined && item.sizes?.includes(filters.size) ? filters.size : undefined
  const color = item.colors?.some((option) => option.id === filters.color) ? filters.color : undefined
  return { ...(size !== undefined ? { size } : {}), ...(color !== undefined ? { color } : {}) }
}
