import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { collectionsQueryOptions } from '../catalog/api/collections-query'
import type { CollectionsMap } from '../catalog/types'
import type { SearchIndex } from './search-index'

/**
 * The search index of the cached collections, once `enabled` (the shopper focused the search field): only then
 * are MiniSearch and the index code loaded, and the collections fetched if no page has yet. A refetched catalog
 * gets a new index; the previous one answers meanwhile.
 */
export function useSearchIndex(enabled: boolean): SearchIndex | undefined {
  const { data: collections } = useQuery({ ...collectionsQueryOptions(), enabled })
  const [loaded, setLoaded] = useState<{ collections: CollectionsMap; index: SearchIndex }>()
  useEffect(() => {
    if (!collections || !enabled) return
    let current = true
    import('./search-index')
      .then(({ loadSearchIndex }) => loadSearchIndex(collections))
      .then((index) => {
        if (current) setLoaded({ collections, index })
      })
      // Without suggestions the field still searches: Enter opens the results page.
      .catch((error: unknown) => console.warn('Search suggestions are unavailable', error))
    return () => {
      current = false
    }
  }, [collections, enabled])
  return loaded?.index
}
