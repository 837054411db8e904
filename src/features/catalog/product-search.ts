// The product page's search parameters: the chosen size and colour, as typed text (`?size=M&color=navy`). Anything
// else is dropped here; whether the item has that size or colour is decided on the page (resolveVariant), where an
// unknown one falls back to the default choice. Never an error.
import { isColorId, isSizeName } from './item-options'
import type { Variant } from './types'

export type ProductSearch = Variant

export function parseProductSearch(search: Record<string, unknown>): ProductSearch {
  const { size, color } = search
  return { ...(isSizeName(size) ? { size } : {}), ...(isColorId(color) ? { color } : {}) }
}
