import { queryOptions } from '@tanstack/react-query'
import { CATALOG_STALE_TIME, collectionsQueryOptions } from '../catalog/api/collections-query'
import type { SearchIndex } from './search-index'

/**
 * The catalog's search index, as Query data under the catalog's own key: invalidating the catalog builds it again
 * from the new data, and it goes stale with the catalog. MiniSearch and the index code load only when it is first
 * needed (the search field focused, /search opened), so they are not part of a first visit.
 */
export const searchIndexQueryOptions = () => {
  const catalog = collectionsQueryOptions()
  const catalogKey: readonly string[] = catalog.queryKey
  return queryOptions({
    queryKey: [...catalogKey, 'search-index'],
    queryFn: async ({ client }): Promise<SearchIndex> => {
      const [collections, { indexCollections }] = await Promise.all([client.fetchQuery(catalog), import('./search-index')])
      return indexCollections(collections)
    },
    staleTime: CATALOG_STALE_TIME,
    // An index is functions over a MiniSearch instance, not data a prerendered page can carry.
    meta: { dehydrate: false },
  })
}
