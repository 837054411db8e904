import { queryOptions } from '@tanstack/react-query'

/** How long a fetched catalog is taken as current; the search index built from it follows it. */
export const CATALOG_STALE_TIME = 5 * 60_000

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['collections'],
    queryFn: async () => {
      // Both come with the first fetch: a prerendered page starts from its catalog snapshot, already mapped.
      const [{ fetchCollectionDocuments }, { mapCollectionsInSlices }] = await Promise.all([
        import('../../../lib/firebase/firestore'),
        import('../map-collections'),
      ])
      return mapCollectionsInSlices(await fetchCollectionDocuments())
    },
    staleTime: CATALOG_STALE_TIME,
  })
