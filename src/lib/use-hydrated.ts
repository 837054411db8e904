import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while prerendering and while React hydrates a prerendered page, true afterwards (and from the start in
 * a page rendered by the client alone). Parts that depend on this browser's storage wait for it, so the first
 * client render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
