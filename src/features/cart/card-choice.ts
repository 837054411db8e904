// What a card's Add to Cart still has to ask, given what its list has chosen (the list's size and colour filters,
// see listChoice): nothing when they name one variant in stock, which it then adds at once.
import type { Item } from '../../lib/catalog/catalog-schema'
import type { Variant } from '../catalog/types'
import { isOptionSoldOut, isSoldOut, resolveVariant } from '../catalog/variant-display'

export interface CardAsks {
  color: boolean
  size: boolean
}

/**
 * A size where the item has sizes and the list chose none; a colour where it comes in several and the list chose
 * none. When the list's choice is a variant that is sold out, the card asks again for the size (or, for an item
 * without sizes, the colour), showing that one as sold out.
 */
export function cardAsks(item: Item, choice: Variant): CardAsks {
  const hasSizes = (item.sizes?.length ?? 0) > 0
  const manyColors = (item.colors?.length ?? 0) > 1
  const asks = { size: hasSizes && choice.size === undefined, color: manyColors && choice.color === undefined }
  if (asks.size || asks.color || !isSoldOut(item, resolveVariant(item, choice))) return asks
  return hasSizes ? { size: true, color: false } : { size: false, color: manyColors }
}

/**
 * The colour the card's chooser starts from: the list's, else the first with some variant in stock (in the list's
 * size, or any), else the first.
 */
export function startColor(item: Item, choice: Variant): string | undefined {
  if (choice.color !== undefined) return choice.color
  const inStock = item.colors?.find((color) => !isOptionSoldOut(item, 'color', color.id, choice))
  return (inStock ?? item.colors?.[0])?.id
}
