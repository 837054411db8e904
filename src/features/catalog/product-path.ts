import type { CatalogItem, Collection } from './types'

/** The product page's path: '/shop/apparel/classic-crew-neck-t-shirt'. */
export const productPath = (collection: Collection, item: CatalogItem): string => `/shop/${collection.routeName}/${item.slug}`
