import { queryOptions } from '@tanstack/react-query'
import { mapCollections } from '../map-collections'

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['collections'],
    queryFn: async () => {
      const { fetchCollectionDocuments } = await import('../../../lib/firebase/firestore')
      return mapCollections(await fetchCollectionDocuments())
    },
    staleTime: 5 * 60_000,
  })
