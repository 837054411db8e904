// What the wishlist page shows of each saved id: the item as the shop sells it now. The catalog says which
// collection holds it; that collection's document is then read as a product page reads its own (decision 029), so
// the price and stock are the shop's at this moment, not the catalog's as it was cached or built.
import { useQueries, useQuery } from '@tanstack/react-query'
import { collectionsQueryOptions } from '../catalog/api/collections-query'
import { liveCollectionQueryOptions, liveDocumentId } from '../catalog/api/live-collection-query'
import type { CatalogItem, Collection, CollectionsMap } from '../catalog/types'

export type SavedItem =
  | { id: number; collection: Collection; item: CatalogItem }
  /** Not in the catalog, or no longer in its collection's document: hidden or removed by the shop. */
  | { id: number; collection?: undefined; item?: undefined }

function inCatalog(collections: CollectionsMap, id: number): { collection: Collection; item: CatalogItem } | undefined {
  for (const collection of Object.values(collections)) {
    const item = collection.items.find((candidate) => candidate.id === id)
    if (item) return { collection, item }
  }
  return undefined
}

/** The saved items, in the list's order, or undefined while the catalog or a collection's answer is on its way. */
export function useSavedItems(ids: readonly number[]): { items: SavedItem[] | undefined; failed: boolean } {
  const catalog = useQuery(collectionsQueryOptions())
  const found = ids.map((id) => ({ id, ...(catalog.data ? inCatalog(catalog.data, id) : undefined) }))
  const documentIds = [...new Set(found.flatMap(({ collection }) => (collection ? [liveDocumentId(collection)] : [])))].filter(
    (documentId): documentId is string => documentId !== undefined,
  )
  const live = useQueries({ queries: documentIds.map((documentId) => liveCollectionQueryOptions(documentId)) })
  // Shown once every answer is in (or failed), so that no price changes under the shopper's eyes.
  if (!catalog.data || live.some((answer) => answer.isPending)) return { items: undefined, failed: catalog.isError }
  const items = found.map((saved): SavedItem => {
    if (!saved.collection) return { id: saved.id }
    const documentId = liveDocumentId(saved.collection)
    const answer = documentId === undefined ? undefined : live[documentIds.indexOf(documentId)]
    // No answer yet, or a failed read: the catalog's item, as a product page keeps it.
    if (!answer || answer.data === undefined) return saved as SavedItem
    const item = answer.data?.items.find((candidate) => candidate.id === saved.id)
    return item && answer.data ? { id: saved.id, collection: answer.data, item } : { id: saved.id }
  })
  return { items, failed: false }
}
