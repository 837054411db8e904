// The lines of a cart as the shop sells them now: each item is found in the catalog, and its collection's document
// read live as a product page reads it (decision 029), so a line coming from the account gets the shop's name,
// price, picture and units left, and the merge caps it by the stock a product page shows.
import type { QueryClient } from '@tanstack/react-query'
import { itemOfLineKey, lineKey, variantsOf } from '../../lib/catalog/variant'
import { cartProduct } from '../cart/cart-product'
import { collectionsQueryOptions } from '../catalog/api/collections-query'
import { liveCollectionQueryOptions, liveDocumentId } from '../catalog/api/live-collection-query'
import type { CatalogItem } from '../catalog/types'
import type { ShopLine } from './merge-carts'

export async function shopLines(queryClient: QueryClient, keys: readonly string[]): Promise<ShopLine> {
  const ids = new Set(keys.map(itemOfLineKey))
  if (ids.size === 0) return () => null
  const catalog = await queryClient.fetchQuery(collectionsQueryOptions())
  const items = new Map<number, CatalogItem>()
  const collections = Object.values(catalog).filter((collection) => collection.items.some((item) => ids.has(item.id)))
  await Promise.all(
    collections.map(async (collection) => {
      const documentId = liveDocumentId(collection)
      // A failed live read keeps the catalog's item, as a product page does; a collection gone sells nothing.
      const live = documentId === undefined ? collection : await queryClient.fetchQuery(liveCollectionQueryOptions(documentId)).catch(() => collection)
      for (const item of live?.items ?? []) if (ids.has(item.id)) items.set(item.id, item)
    }),
  )
  return (key) => {
    const id = itemOfLineKey(key)
    const item = id === null ? undefined : items.get(id)
    const variant = item && variantsOf(item).find((candidate) => lineKey({ id: item.id, variant: candidate }) === key)
    return item && variant ? cartProduct(item, variant) : null
  }
}
