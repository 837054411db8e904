// What a prerendered page hands to the app: TanStack Router's dehydrated state (the matches it rendered, and in
// `dehydratedData` the build's query cache when there is a catalog snapshot). The router's own hydration scripts
// carry it in the page (<Scripts> in the root route) and leave it on `window.$_TSR`, where the router's `hydrate`
// reads it (./client.tsx).
import type { DehydratedRouter, TsrSsrGlobal } from '@tanstack/react-router/ssr/client'

/** The router's `dehydratedData` on a prerendered page (./server.tsx). */
export interface PrerenderedData {
  /** TanStack Query's `dehydrate` of the build's cache; only when the build had a catalog snapshot. */
  queries?: unknown
}

/** TanStack Router's dehydrated state, with the data this app puts in it. */
export type PrerenderedState = Omit<DehydratedRouter, 'dehydratedData'> & { dehydratedData?: PrerenderedData }

/**
 * The state the router's scripts left on the page, or null when they did not run: a page that was not prerendered,
 * or scripts the Content-Security-Policy blocked (the app then renders the page afresh).
 */
export function prerenderedState(page: { $_TSR?: TsrSsrGlobal } = window): PrerenderedState | null {
  const state = page.$_TSR?.router as PrerenderedState | undefined
  return state && Array.isArray(state.matches) ? state : null
}
