// The catalog's collections as the owner picks one for a new item: each document's id (what the /api and Storage
// paths name) and title, in document order. Read through dynamic import(), with the back office's pages only.
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { CollectionDocument } from '../../../lib/catalog/catalog-schema'

export interface CollectionChoice {
  id: string
  title: string
  /** The names of its items, in order: the new item's address in the shop follows from them. */
  itemNames: string[]
}

export const catalogCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'collections'],
    queryFn: async (): Promise<CollectionChoice[]> => {
      const { fetchCollectionDocuments } = await import('../../../lib/firebase/firestore')
      return (await fetchCollectionDocuments()).flatMap(({ id, data }) => {
        const parsed = v.safeParse(CollectionDocument, data)
        if (!parsed.success) return []
        const itemNames = parsed.output.items.flatMap((item) => {
          const name = (item as { name?: unknown } | null)?.name
          return typeof name === 'string' ? [name] : []
        })
        return [{ id, title: parsed.output.title, itemNames }]
      })
    },
  })
