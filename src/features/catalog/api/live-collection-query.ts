import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { fetchCollectionDocument } from '../../../lib/firebase/collection-document'
import { nextPriceChange } from '../../../lib/catalog/offer'
import type { Collection } from '../types'
import { CATALOG_STALE_TIME, collectionsQueryOptions } from './collections-query'

/**
 * One collection as its document says now, read alone (`collections/{documentId}`): what a product page needs to
 * replace the prerendered catalog's price, stock and visibility of its item, without reading the whole catalog.
 * Null when the document is gone or no longer a collection the shop can show, as the catalog's own refresh would
 * leave it out. Under the catalog's key, so whatever refreshes the catalog refreshes it too.
 */
export const liveCollectionQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: [...collectionsQueryOptions().queryKey, documentId],
    queryFn: async (): Promise<Collection | null> => {
      // The mapping comes with the answer, as with the catalog's: asked for at once, it costs no round trip.
      const [document, { mapCollectionsInSlices }] = await Promise.all([fetchCollectionDocument(documentId), import('../map-collections')])
      if (!document) return null
      return Object.values(await mapCollectionsInSlices([document]))[0] ?? null
    },
    staleTime: CATALOG_STALE_TIME,
    // The page already shows the catalog it was built with, and the catalog's refresh follows: a failed read is not
    // tried again while an Add to Cart may be waiting on it.
    retry: false,
    // Read again as a sale starts or ends, so an open page shows the price then in force.
    refetchInterval: (query) => untilPriceChange(query.state.data),
  })

/** The longest wait a timer keeps: a later change is looked at again after it. */
const LONGEST_WAIT_MS = 86_400_000

/** How long until the price of one of the collection's items next changes (a little after), or false: none will. */
export function untilPriceChange(collection: Collection | null | undefined, now = new Date()): number | false {
  const next = Math.min(...(collection?.items ?? []).map((item) => nextPriceChange(item, now) ?? Infinity))
  return Number.isFinite(next) ? Math.min(next - now.getTime() + 500, LONGEST_WAIT_MS) : false
}

/** The document a collection is read from: its number (a document id that is not a number maps to 0, and is not read). */
export const liveDocumentId = (collection: Collection): string | undefined => (collection.id !== 0 ? String(collection.id) : undefined)

/**
 * Starts reading `collection` live, unless it is being read or was read a moment ago. Not while prerendering (there
 * is no window), where the catalog is the build's.
 */
export function readCollectionLive(queryClient: QueryClient, collection: Collection): void {
  const documentId = liveDocumentId(collection)
  if (documentId === undefined || typeof window === 'undefined') return
  void queryClient.prefetchQuery(liveCollectionQueryOptions(documentId))
}
