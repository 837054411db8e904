import { queryOptions } from '@tanstack/react-query'
import { CATALOG_STALE_TIME, collectionsQueryOptions } from '../catalog/api/collections-query'
import type { SearchIndex } from './search-index'

/**
 * The catalog's search index, as Query data under the catalog's own key: invalidating the catalog builds it again
 * from the new data, and it goes stale with the catalog. MiniSearch and the index code load only when it is first
 * needed (the search field focused, /search opened), so they are not part of a first visit. Each build is timed as
 * the `search-index` performance measure, which `npm run bench` reads.
 */
export const searchIndexQueryOptions = () => {
  const catalog = collectionsQueryOptions()
  const catalogKey: readonly string[] = catalog.queryKey
  return queryOptions({
    queryKey: [...catalogKey, 'search-index'],
    queryFn: async ({ client }): Promise<SearchIndex> => {
      const [collections, { buildSearchIndexAsync }] = await Promise.all([client.fetchQuery(catalog), import('./search-index')])
      const start = performance.now()
      const index = await buildSearchIndexAsync(collections)
      performance.measure('search-index', { start, end: performance.now() })
      return index
    },
    staleTime: CATALOG_STALE_TIME,
    // An index is functions over a MiniSearch instance: never compared field by field, never sent in a
    // prerendered page's state.
    structuralSharing: false,
    meta: { dehydrate: false },
  })
}
