import { variantLabel } from '../catalog/variants'
import type { CartProduct } from './cart-reducer'

/** 'Size M · Navy' for a line with a variant, '' without one. */
export const lineVariantLabel = (line: CartProduct): string => (line.variant ? variantLabel(line.variant, line.variant.colorName) : '')

/** The line as a shopper names it: 'Classic Crew Neck T-Shirt, Size M · Navy', or the item's name alone. */
export function lineName(line: CartProduct): string {
  const label = lineVariantLabel(line)
  return label ? `${line.name}, ${label}` : line.name
}
