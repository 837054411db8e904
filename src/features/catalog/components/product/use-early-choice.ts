import { useLayoutEffect, useRef } from 'react'
import { useHydrated } from '../../../../prerender/live'
import type { Variant } from '../../types'

const OPTIONS = ['color', 'size'] as const satisfies readonly (keyof Variant)[]

/**
 * The size and colour a shopper chose on a prerendered product page before it was live. They are native radio
 * buttons, so a tap checks one before the app's script has run. Hydration leaves what they show alone (React keeps
 * a hydrated input's `checked`), but the page's next render would set them back to the choice in the address. So
 * when the page hydrates, this reads the radios: one checked that was not checked in the prerendered HTML (its
 * `defaultChecked`) is an early choice, which `onEarlyChoice` receives once (the page shows it and puts it in the
 * address, and an Add to Cart tapped meanwhile, replayed after hydration, adds that variant).
 * `ref` marks the element that holds the radios. A page rendered by the client alone has no early choice.
 */
export function useEarlyChoice(onEarlyChoice: (choice: Variant) => void) {
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
