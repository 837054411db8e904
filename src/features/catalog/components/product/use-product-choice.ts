import { keepsEarlyTap, useHydrated } from '../../../../prerender/live'
import type { ProductSearch } from '../../product-search'
import type { Variant } from '../../types'

/**
 * The product page's size and colour live in its address alone (`address`): reload, back and forward keep them. A
 * prerendered page is the item without a choice, whatever the address asks for: hydration matches it, then the
 * address's choice applies. `hydrated` says when that is: until then the page also shows its item as it was
 * prerendered (useLiveProduct).
 */
export function useProductChoice(address: ProductSearch): { choice: Variant; hydrated: boolean } {
  const hydrated = useHydrated()
  return { choice: hydrated ? address : {}, hydrated }
}

/**
 * Marks one option's radio (`name` is the option, `value` the choice): a size or colour tapped before the page is
 * live is a tap like any other, replayed once it is (before an Add to Cart tapped after it), and goes into the
 * address as a tap on a live page does.
 */
export const keepsOptionTap = (name: string, value: string) => keepsEarlyTap(`${name}=${value}`)
