import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useHydrated } from '../../../../prerender/live'
import type { ProductSearch } from '../../product-search'
import type { Variant } from '../../types'

const OPTIONS = ['color', 'size'] as const satisfies readonly (keyof Variant)[]

/**
 * The size and colour a shopper chose on a prerendered product page before it was live. They are native radio
 * buttons, so a tap checks one before the app's script has run. Hydration leaves what they show alone (React keeps
 * a hydrated input's `checked`), but the page's next render would set them back to the choice in the address. So
 * when the page hydrates, this reads the radios: one checked that was not checked in the prerendered HTML (its
 * `defaultChecked`) is an early choice, which `onEarlyChoice` receives once. `ref` marks the element that holds
 * the radios. A page rendered by the client alone has no early choice.
 */
function useEarlyChoice(onEarlyChoice: (choice: Variant) => void) {
  const ref = useRef<HTMLElement>(null)
  const hydrated = useHydrated()
  // True from a mount during hydration until the radios are read.
  const unread = useRef(!hydrated)
  useLayoutEffect(() => {
    const root = ref.current
    if (!unread.current || !root) return
    unread.current = false
    const choice: Variant = {}
    for (const name of OPTIONS) {
      const checked = root.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)
      if (checked && !checked.defaultChecked) choice[name] = checked.value
    }
    if (Object.keys(choice).length > 0) onEarlyChoice(choice)
  }, [onEarlyChoice])
  return ref
}

/** Replaces the address's choice with what `next` makes of it (the page replaces its history entry). */
export type ReplaceChoice = (next: (previous: ProductSearch) => Variant) => void

/**
 * The product page's size and colour. The choice lives in the address (`address`, written with `replaceChoice`):
 * reload, back and forward keep it. A prerendered page is the item without a choice, whatever the address asks
 * for: hydration matches it, then the address's choice applies. A size or colour tapped before the page was live
 * wins over the address's and replaces it there; it applies at once, even before the address's does, so an Add to
 * Cart tapped meanwhile, replayed after hydration, adds the variant the shopper saw checked.
 * `choice` is for resolveVariant, `choose` for the page's choosers, `choicesRef` for the element holding them.
 */
export function useProductChoice(address: ProductSearch, replaceChoice: ReplaceChoice) {
  const hydrated = useHydrated()
  const [early, setEarly] = useState<Variant>({})
  const choicesRef = useEarlyChoice(
    useCallback(
      (choice: Variant) => {
        setEarly(choice)
        replaceChoice((previous) => ({ ...previous, ...choice }))
      },
      [replaceChoice],
    ),
  )
  const choose = (next: Variant) => {
    setEarly({})
    replaceChoice(() => next)
  }
  const choice: Variant = hydrated ? { ...address, ...early } : early
  return { choice, choose, choicesRef }
}
