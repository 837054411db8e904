import { useEffect, useEffectEvent, type RefObject } from 'react'

/** Fields whose value is text someone typed or a password manager filled (not a checkbox's 'on'). */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url'])

/**
 * Text the browser put into the form's fields before React hydrated them (typed while the script was loading,
 * or filled in by a password manager) is on the page but not in the form's state: hydration keeps what the
 * field shows, and the next render would erase it, or a submit would send the empty state. Once mounted, the
 * form adopts it. In a form the app rendered itself the fields are still empty then, and nothing happens.
 */
export function useBrowserFilledValues(form: RefObject<HTMLFormElement | null>, adopt: (name: string, value: string) => void): void {
  const adoptFilledValues = useEffectEvent(() => {
    for (const element of Array.from(form.current?.elements ?? [])) {
      if (element instanceof HTMLInputElement && TEXT_TYPES.has(element.type) && element.name && element.value !== '') adopt(element.name, element.value)
    }
  })
  // Once, on mount: later the state owns the fields.
  useEffect(() => adoptFilledValues(), [])
}
