import type { ReactNode } from 'react'

/** What every item has, and all a cart line keeps of it. */
export interface ItemBase {
  id: number
  name: string
  imageUrl: string
  /** Dollars, as stored. Arithmetic happens in cents (see src/lib/money.ts). */
  price: number
}

export interface ItemDetails {
  material?: string
  care?: string
  fit?: string
}

/** One colour an item comes in: `id` is what the address says (`?color=navy`), `name` what the shopper reads. */
export interface ItemColor {
  id: string
  name: string
  /** The item's picture in this colour; the item's own picture when absent. */
  imageUrl?: string
  /**
   * Close-ups in this colour. The item's `images` are drawn in the colour of its own picture: a colour with a
   * picture of its own shows these, or no close-up, never one in another colour.
   */
  images?: string[]
}

/** A shopper's choice among an item's options; a field is absent when the item has no such option. */
export interface Variant {
  size?: string
  color?: string
}

/**
 * An item with its optional product-page data (validated, see map-collections.ts). An item without options is
 * one variant, the spec's plain item.
 */
export interface ItemOptions {
  description?: string
  /** What kind of thing it is, in the shopper's words ('footwear'): search finds the item by it. */
  category?: string
  /** Other words a shopper may search for it by ('shoes', 'sneakers', 'trainers'); never shown. */
  keywords?: string[]
  details?: ItemDetails
  /** Extra views of `imageUrl` (close-ups); the colours' pictures and their close-ups are in `colors`. */
  images?: string[]
  sizes?: string[]
  colors?: ItemColor[]
  /** Units left per variant, keyed by variantKey ('M/navy', '42', 'navy'); a variant not listed is not counted. */
  stock?: Record<string, number>
}

export interface Item extends ItemBase, ItemOptions {}

/** An item as its collection lists it: with its address inside the collection. */
export interface CatalogItem extends Item {
  /** Readable, unique within the collection: 'classic-crew-neck-t-shirt' (/shop/apparel/classic-crew-neck-t-shirt). */
  slug: string
}

export interface Collection {
  /** The document id when it is a number, else 0 (as the spec says). */
  id: number
  title: string
  /** The lower-cased title: the collection's key and its `/shop/$collectionId` parameter (see collectionSlug). */
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
