// A product page starts from the catalog it was prerendered with, which may be old: a variant sold out since, a
// new price, an item an owner hid. The whole catalog is refreshed once the browser is idle, seconds later
// (src/prerender/prerendered-queries.ts); the page's own collection document is read at once instead (the route
// starts it: its loader, or as a prerendered page starts), and replaces what the page shows of it as soon as both
// the answer and the hydrated page are there.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Item } from '../../../../lib/catalog/catalog-schema'
import { liveCollectionQueryOptions, liveDocumentId } from '../../api/live-collection-query'
import { findItem } from '../../find-in-catalog'
import type { CatalogItem, Collection } from '../../types'

export interface LiveProduct {
  /** The collection and item the page shows: the catalog's until the live answer is shown, then the answer's. */
  collection: Collection | undefined
  item: CatalogItem | undefined
  /** The page showed the item, and the live answer no longer lists it (hidden or removed). */
  gone: boolean
  /**
   * While the page shows the catalog's item: the item as the live answer has it (null when it is no longer sold),
   * once that answer is in. What the page shows when the shop cannot say (the read failed): the checkout counts again.
   * Undefined once the page shows the answer itself.
   */
  whenLive: (() => Promise<Item | null>) | undefined
}

/** The item the answer lists at this address, or null: a renamed collection has another address, as after a refresh. */
const itemIn = (answer: Collection | null, shown: Collection, productSlug: string): CatalogItem | null =>
  (answer?.slug === shown.slug && findItem(answer, productSlug)) || null

/**
 * The product at `productSlug` in `shown` (the catalog's collection), live: `hydrated` says the page may show
 * something other than what it was prerendered with (useProductChoice).
 */
export function useLiveProduct(shown: Collection | undefined, productSlug: string, hydrated: boolean): LiveProduct {
  const queryClient = useQueryClient()
  const documentId = shown && liveDocumentId(shown)
  const options = liveCollectionQueryOptions(documentId ?? '')
  // Followed only once hydrated: an answer arriving while React hydrates the page must not change what it hydrates.
  // By then it has usually arrived, and the page's first render after hydration shows it.
  const { data } = useQuery({ ...options, enabled: documentId !== undefined, subscribed: hydrated })
  const shownItem = shown && findItem(shown, productSlug)
  if (!shown || !shownItem || !hydrated || data === undefined) {
    const whenLive =
      shown && shownItem && documentId !== undefined
        ? () =>
            queryClient.fetchQuery(options).then(
              (answer) => itemIn(answer, shown, productSlug),
              () => shownItem,
            )
        : undefined
    return { collection: shown, item: shownItem, gone: false, whenLive }
  }
  const item = itemIn(data, shown, productSlug)
  return item && data
    ? { collection: data, item, gone: false, whenLive: undefined }
    : { collection: undefined, item: undefined, gone: true, whenLive: undefined }
}
