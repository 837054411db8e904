// The catalog's collections as the owner picks one for a new item: each document's id (what the /api and Storage
// paths name) and title, in document order. Read through dynamic import(), with the back office's pages only.
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { CollectionDocument } from '../../../lib/catalog/catalog-schema'
import { withHiddenItems } from '../../../lib/catalog/hidden-items'

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
      const [{ fetchCollectionDocuments }, { fetchHiddenItemDocuments }] = await Promise.all([
        import('../../../lib/firebase/firestore'),
        import('../../../lib/firebase/admin-catalog'),
      ])
      // Hidden items' names count too: a new item's address must differ from theirs.
      const [collections, hidden] = await Promise.all([fetchCollectionDocuments(), fetchHiddenItemDocuments()])
      return withHiddenItems(collections, hidden).flatMap(({ id, data }) => {
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
