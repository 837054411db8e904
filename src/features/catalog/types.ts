import type { ReactNode } from 'react'

export interface Item {
  id: number
  name: string
  imageUrl: string
  /** Dollars, as stored. Arithmetic happens in cents (see src/lib/money.ts). */
  price: number
}

export interface Collection {
  /** The document id when it is a number, else 0 (as the spec says). */
  id: number
  title: string
  /** The lower-cased title: the collection's key and its `/shop/$collectionId` parameter (see collectionSlug). */
  slug: string
  /** The slug, URI-encoded (the spec's derived field). */
  routeName: string
  items: Item[]
}

/** Collections keyed by slug, in document order. Look one up with findCollection. */
export type CollectionsMap = Record<string, Collection>

/** What a product card shows under the item, such as Add to Cart; `labelId` names the element with the item's name. */
export type ItemAction = (item: Item, labelId: string) => ReactNode
