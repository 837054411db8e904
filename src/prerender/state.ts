// What a prerendered page carries besides its markup: TanStack Router's dehydrated state (the matches it rendered,
// and in `dehydratedData` the build's query cache when there is a catalog snapshot), as JSON in a
// `<script type="application/json">` block. Data, not code: the page's only inline scripts are the same on every
// page (./page-scripts.ts).
import type { DehydratedRouter } from '@tanstack/react-router/ssr/client'

export const PRERENDERED_STATE_ID = 'prerendered-state'

/** The router's `dehydratedData` on a prerendered page (./server.tsx). */
export interface PrerenderedData {
  /** TanStack Query's `dehydrate` of the build's cache; only when the build had a catalog snapshot. */
  queries?: unknown
}

/** TanStack Router's dehydrated state, less the asset manifest, which a page built by Vite does not use. */
export type PrerenderedState = Omit<DehydratedRouter, 'manifest' | 'dehydratedData'> & { dehydratedData?: PrerenderedData }

/** The JSON for the page's data block; `<` is escaped so that no value can end the block early. */
export function stateJson(state: PrerenderedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c')
}

/** The page's prerendered state, or null when it has none. Malformed data is ignored with a warning. */
export function readPrerenderedState(): PrerenderedState | null {
  const text = document.getElementById(PRERENDERED_STATE_ID)?.textContent
  if (!text) return null
  let state: unknown
  try {
    state = JSON.parse(text)
  } catch (error) {
    console.warn('Ignoring the prerendered data', error)
    return null
  }
  const candidate = state as PrerenderedState | null
  if (typeof candidate !== 'object' || candidate === null || !Array.isArray(candidate.matches)) {
    console.warn('Ignoring the prerendered data: not a dehydrated router')
    return null
  }
  return candidate
}
