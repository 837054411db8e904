import { keepsEarlyTap, useHydrated } from '../../../../prerender/live'
import type { ProductSearch } from '../../product-search'
import type { Variant } from '../../types'

/** Replaces the address's choice with `next` (the page replaces its history entry). */
export type ReplaceChoice = (next: Variant) => void

/**
 * The product page's size and colour live in its address alone (`address`, written with `replaceChoice`): reload,
 * back and forward keep them. A prerendered page is the item without a choice, whatever the address asks for:
 * hydration matches it, then the address's choice applies. The choosers are native radios marked with
 * `keepsTap`, so a size or colour tapped before the page is live is a tap like any other: replayed once it is,
 * before an Add to Cart tapped after it, it goes into the address as a tap on a live page does.
 */
export function useProductChoice(address: ProductSearch, replaceChoice: ReplaceChoice) {
  const choice: Variant = useHydrated() ? address : {}
  return {
    choice,
    choose: replaceChoice,
    /** The marker of one option's radio (`name` is the option, `value` the choice). */
    keepsTap: (name: keyof Variant, value: string) => keepsEarlyTap(`${name}=${value}`),
  }
}
