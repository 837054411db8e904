// The cart as the checkout request names it: each line's collection, item, variant and quantity, never its price
// (the server prices from the catalog). The cart keeps item ids only, so the collection comes from the catalog.
import { variantOf } from '../../lib/catalog/variant'
import type { CheckoutLine } from '../../lib/orders/checkout-request'
import type { CartItem } from '../cart/cart-reducer'
import type { CollectionsMap } from '../catalog/types'

/** The document id of the collection that lists the item, or undefined when the catalog no longer has it. */
function collectionOf(collections: CollectionsMap, itemId: number): string | undefined {
  for (const collection of Object.values(collections)) {
    if (collection.items.some((item) => item.id === itemId)) return String(collection.id)
  }
  return undefined
}

export type RequestLines = { ok: true; lines: CheckoutLine[] } | { ok: false; missing: number[] }

export function checkoutLines(cartItems: readonly CartItem[], collections: CollectionsMap): RequestLines {
  const lines: CheckoutLine[] = []
  const missing: number[] = []
  cartItems.forEach((item, index) => {
    const collectionId = collectionOf(collections, item.id)
    if (collectionId === undefined) return void missing.push(index)
    lines.push({
      collectionId,
      itemId: item.id,
      ...variantOf(item.variant ?? {}),
      quantity: item.quantity,
    })
  })
  return missing.length > 0 ? { ok: false, missing } : { ok: true, lines }
}
