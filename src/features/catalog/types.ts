export interface Item {
  id: number
  name: string
  imageUrl: string
  /** Dollars, as stored. Arithmetic happens in cents (see features/cart/money.ts). */
  price: number
}

export interface Collection {
  /** The document id when it is a number, else 0 (as the spec says). */
  id: number
  title: string
  /** Lower-cased title, URI-encoded. */
  routeName: string
  items: Item[]
}

/** Collections keyed by lower-cased title, in document order. */
export type CollectionsMap = Record<string, Collection>
