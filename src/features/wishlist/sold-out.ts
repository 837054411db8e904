// What the wishlist says of an item's stock, and what is still to choose before it can be added.
import type { OptionName } from '../../lib/catalog/variant'
import { cardAsks } from '../cart/card-choice'
import { isSizeSoldOut, isSoldOut, resolveVariant } from '../catalog/variant-display'
import type { CatalogItem } from '../catalog/types'

/** The options the shopper still has to choose before the item can be added (none for an item that adds at once). */
export function toChoose(item: CatalogItem): OptionName[] {
  const asks = cardAsks(item, {})
  return (Object.keys(asks) as OptionName[]).filter((name) => asks[name])
}

/** 'Sold out' when nothing is left, else the sizes that are sold out, else nothing to say. */
export function soldOutText(item: CatalogItem): string {
  if (toChoose(item).length === 0 && isSoldOut(item, resolveVariant(item, {}))) return 'Sold out'
  const sizes = item.sizes ?? []
  const soldOut = sizes.filter((size) => isSizeSoldOut(item, size))
  if (sizes.length > 0 && soldOut.length === sizes.length) return 'Sold out'
  return soldOut.length > 0 ? `Sold out in ${soldOut.join(', ')}` : ''
}
