// What the wishlist says of an item's stock, and what is still to choose before it can be added.
import type { OptionName } from '../../lib/catalog/variant'
import { cardAsks } from '../cart/card-choice'
import { isOptionSoldOut, isSoldOut } from '../catalog/variant-display'
import type { CatalogItem } from '../catalog/types'

/** The options the shopper still has to choose before the item can be added (none for an item that adds at once). */
export function toChoose(item: CatalogItem): OptionName[] {
  const asks = cardAsks(item, {})
  return (Object.keys(asks) as (keyof typeof asks)[]).filter((name) => asks[name])
}

/**
 * 'Sold out' when no variant has a unit left, else the sizes that are sold out (in every colour, and in every value
 * of any other option), else nothing to say.
 */
export function soldOutText(item: CatalogItem): string {
  if (isSoldOut(item, {})) return 'Sold out'
  const soldOut = (item.sizes ?? []).filter((size) => isOptionSoldOut(item, 'size', size, {}))
  return soldOut.length > 0 ? `Sold out in ${soldOut.join(', ')}` : ''
}
