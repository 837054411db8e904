import { variantLabel } from '../../lib/catalog/variant'
import { MAX_QUANTITY, lineRoom, type CartItem, type CartProduct } from './cart-reducer'

/** 'Size M · Navy' for a line with a variant, '' without one. */
export const lineVariantLabel = (line: CartProduct): string => (line.variant ? variantLabel(line.variant) : '')

/** The line as a shopper names it: 'Classic Crew Neck T-Shirt, Size M · Navy', or the item's name alone. */
export function lineName(line: CartProduct): string {
  const label = lineVariantLabel(line)
  return label ? `${line.name}, ${label}` : line.name
}

/** Why a line's quantity cannot go up, shown beside its unavailable + button; null while it can. */
export function lineLimitNote(line: CartItem): string | null {
  if (lineRoom(line, line.quantity) > 0) return null
  return line.limit !== undefined && line.limit < MAX_QUANTITY ? `Only ${line.limit} in stock` : `Limit ${MAX_QUANTITY} per order`
}
