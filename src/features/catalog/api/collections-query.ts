import { queryOptions } from '@tanstack/react-query'
import { mapCollectionsInSlices } from '../map-collections'

/** How long a fetched catalog is taken as current; the search index built from it follows it. */
export const CATALOG_STALE_TIME = 5 * 60_000

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['collections'],
    queryFn: async () => {
      const { fetchCollectionDocuments } = await import('../../../lib/firebase/firestore')
      return mapCollectionsInSlices(await fetchCollectionDocuments())
    },
    staleTime: CATALOG_STALE_TIME,
  })
