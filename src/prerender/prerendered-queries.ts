// A prerendered page carries the query data it was rendered with (the catalog snapshot, see ./server.tsx), so
// hydration needs no request. That snapshot was taken when the site was built, so it is refreshed, but not while
// the page hydrates: a refetch then would start the backend (the mock's service worker in the demo) and re-render
// the product cards while the shopper waits for the page to respond. It is refreshed once the browser is idle,
// which is within a second or two of the first paint.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'

type IdleScheduler = (callback: () => void) => void

/** Runs `callback` when the browser has nothing else to do, and at the latest after `timeout` ms. */
export const whenIdle =
  (timeout = 3000): IdleScheduler =>
  (callback) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback(), { timeout })
    else setTimeout(callback, Math.min(timeout, 1000))
  }

function isDehydratedState(value: unknown): value is DehydratedState {
  const state = value as DehydratedState | null
  return typeof state === 'object' && state !== null && Array.isArray(state.queries) && Array.isArray(state.mutations)
}

/**
 * Puts the page's prerendered query data (TanStack Query's `dehydrate` of the build's cache) into `queryClient`,
 * fresh for now, and schedules its refresh for when the browser is idle. No data does nothing; malformed data is
 * ignored with a warning: the page then fetches as usual. Returns the keys restored.
 */
export function restorePrerenderedQueries(
  queryClient: QueryClient,
  state: unknown,
  { schedule = whenIdle(), now = Date.now() }: { schedule?: IdleScheduler; now?: number } = {},
): readonly unknown[][] {
  if (state === undefined) return []
  if (!isDehydratedState(state)) {
    console.warn('Ignoring the prerendered data: not a dehydrated query cache')
    return []
  }
  const queries = state.queries.filter((query) => Array.isArray(query?.queryKey) && query.state?.status === 'success')
  // Fresh until the refresh below: otherwise every component reading it would refetch as it mounts.
  hydrate(queryClient, { mutations: [], queries: queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) })
  const keys = queries.map((query) => query.queryKey as unknown[])
  if (keys.length > 0) {
    schedule(() => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, exact: true })
    })
  }
  return keys
}
