import type { ReactNode } from 'react'
import type { Item } from '../../lib/catalog/catalog-schema'
import type { Offer } from '../../lib/catalog/offer'

import type { Variant } from '../../lib/catalog/variant'

export type { Variant }

/** An item as its collection lists it: with its address inside the collection. */
export interface CatalogItem extends Item {
  /** Readable, unique within the collection: 'classic-crew-neck-t-shirt' (/shop/apparel/classic-crew-neck-t-shirt). */
  slug: string
  /** An item on sale: the price in force when the catalog was read, with its reduction if any (sale-price.ts; offer.ts). */
  offer?: Offer
}

export interface Collection {
  /** The document id when it is a number, else 0 (as the spec says). */
  id: number
  title: string
  /** The lower-cased title: the collection's key and its `/shop/$collectionSlug` parameter (see map-collections.ts). */
  slug: string
  /** The slug, URI-encoded (the spec's derived field). */
  routeName: string
  items: CatalogItem[]
}

/** Collections keyed by slug, in document order. Look one up with findCollection. */
export type CollectionsMap = Record<string, Collection>

/**
 * What a product card shows under the item, such as Add to Cart; `labelId` names the element with the item's name,
 * `choice` is the size and colour its list chose (see listChoice).
 */
export type ItemAction = (item: CatalogItem, labelId: string, choice: Variant) => ReactNode
