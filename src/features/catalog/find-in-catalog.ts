// Finding a collection or an item in the mapped catalog, by the parts of its address or by id. Kept apart from the
// mapping (./map-collections.ts), which the catalog query loads with the documents it reads.
import type { CatalogItem, Collection, CollectionsMap } from './types'

/** The one place a collection's title becomes its key and address: 'Summer Sale' → 'summer sale' (/shop/summer%20sale). */
export const slugOf = (title: string): string => title.toLowerCase()

/**
 * The collection a `/shop/$collectionSlug` address names, matched without regard to case. An own-property check:
 * '/shop/constructor' or '/shop/__proto__' must find nothing, not an object's built-ins.
 */
export function findCollection(collections: CollectionsMap, wanted: string): Collection | undefined {
  const slug = slugOf(wanted)
  return Object.hasOwn(collections, slug) ? collections[slug] : undefined
}

/** The item a `/shop/$collectionSlug/$productSlug` address names. */
export const findItem = (collection: Collection, productSlug: string): CatalogItem | undefined =>
  collection.items.find((item) => item.slug === productSlug.toLowerCase())

/** The page of the item with this id (ids are unique in the catalog): the parameters of its `/shop/$collectionSlug/$productSlug` address. */
export function productParams(collections: CollectionsMap, id: number): { collectionSlug: string; productSlug: string } | undefined {
  for (const collection of Object.values(collections)) {
    const item = collection.items.find((candidate) => candidate.id === id)
    if (item) return { collectionSlug: collection.slug, productSlug: item.slug }
  }
  return undefined
}
