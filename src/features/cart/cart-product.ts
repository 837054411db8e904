import type { Item } from '../../lib/catalog/catalog-schema'
import type { Offer } from '../../lib/catalog/offer'
import { shownPrice } from '../catalog/item-offer'
import { isPlain } from '../../lib/catalog/variant'
import type { Variant } from '../catalog/types'
import { colorOf, imageFor, stockOf } from '../catalog/variant-display'
import { MAX_QUANTITY, type CartProduct } from './cart-reducer'

/** What Add to Cart puts in the cart for this item in this variant: the colour's name and picture, and the units left. */
export function cartProduct(item: Item & { offer?: Offer }, variant: Variant): CartProduct {
  const { id, name } = item
  // The price the shopper was shown: a sale's while it is in force.
  const price = shownPrice(item)
  const color = colorOf(item, variant.color)
  const stock = stockOf(item, variant)
  return {
    id,
    name,
    price,
    imageUrl: imageFor(item, variant),
    ...(!isPlain(variant) ? { variant: { ...variant, ...(color ? { colorName: color.name } : {}) } } : {}),
    ...(stock !== null ? { limit: Math.min(stock, MAX_QUANTITY) } : {}),
  }
}
