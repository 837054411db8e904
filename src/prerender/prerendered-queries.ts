// A prerendered page carries the query data it was rendered with (the catalog snapshot, see ./server.tsx), so
// hydration needs no request. That snapshot was taken when the site was built, so it is refreshed, but not while
// the app starts: a refetch then would load Firestore (and in the demo start the mock's service worker) and
// re-render the product cards while the shopper waits for the page to respond, and on a phone it would compete
// with hydration for the one busy core. It is refreshed a few seconds after the page starts, once the browser is idle.
// A product page does not wait for that: it reads its own collection's document at once, with one request and no
// SDK, for the price, stock and visibility a shopper is about to act on (useLiveProduct, decision record 029).
import { hydrate, partialMatchKey, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { whenIdle } from '../lib/when-idle'

type IdleScheduler = (callback: () => void) => void

/** How long after the app starts the prerendered data waits before its refresh may begin. */
const REFRESH_DELAY_MS = 3000

/**
 * Runs `callback` `delay` ms from now, when the browser next has nothing else to do (at the latest `timeout` ms
 * later). Without requestIdleCallback (Safari) it runs after the delay.
 */
export const idleAfterStartUp =
  (timeout = 3000, delay = REFRESH_DELAY_MS): IdleScheduler =>
  (callback) => {
    setTimeout(() => whenIdle(callback, { timeout, fallbackMs: 0 }), delay)
  }

/** TanStack Query's `dehydrate`, as far as restoring it reads: queries are checked one by one below. */
const Dehydrated = v.object({ queries: v.array(v.unknown()), mutations: v.array(v.unknown()) })

/** A query that had succeeded when the page was built: what `hydrate` puts into the cache. */
const SucceededQuery = v.looseObject({
  queryKey: v.array(v.unknown()),
  queryHash: v.string(),
  state: v.looseObject({ status: v.literal('success'), data: v.unknown() }),
})

type RestoredQuery = DehydratedState['queries'][number]

/**
 * Puts the page's prerendered query data (TanStack Query's `dehydrate` of the build's cache) into `queryClient`,
 * fresh for now, and schedules its refresh for when the browser is idle. No data does nothing; malformed data is
 * ignored with a warning: the page then fetches as usual. Returns the keys restored.
 */
export function restorePrerenderedQueries(
  queryClient: QueryClient,
  state: unknown,
  { schedule = idleAfterStartUp(), now = Date.now() }: { schedule?: IdleScheduler; now?: number } = {},
): readonly unknown[][] {
  if (state === undefined) return []
  const parsed = v.safeParse(Dehydrated, state)
  if (!parsed.success) {
    console.warn('Ignoring the prerendered data: not a dehydrated query cache')
    return []
  }
  // The fields the cache relies on are checked; the rest of a query's state is TanStack Query's own, as it wrote it.
  const queries = parsed.output.queries.filter((query): query is RestoredQuery => v.is(SucceededQuery, query))
  // Fresh until the refresh below: otherwise every component reading it would refetch as it mounts.
  hydrate(queryClient, { mutations: [], queries: queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) })
  const keys = queries.map((query) => [...query.queryKey])
  if (keys.length > 0) {
    // Not only the restored keys: what the browser derived from them under their key (the search index under the
    // catalog's) was built from the same old snapshot. One call, so a query under two restored keys refetches once.
    schedule(() => void queryClient.invalidateQueries({ predicate: (query) => keys.some((key) => partialMatchKey(query.queryKey, key)) }))
  }
  return keys
}
