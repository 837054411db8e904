// Which live catalog changes the prerendered pages do not carry yet: an item whose name or price differs from its
// page's, a hidden item whose page is still there, a shown item that has no page yet, and a page whose item is gone.
// The pages' JSON-LD follows the live price once the app runs; search engines and the first paint read the page.
import type { PrerenderedRecord } from '../../lib/catalog/prerendered-record'
import { formatPrice } from '../../lib/money'
import type { AdminCatalog } from '../../lib/catalog/admin-catalog'

export interface UnpublishedItem {
  collectionId: string
  itemId: number
  name: string
  /** Whether the item is still in the catalog (an item that is gone has no page in the back office). */
  live: boolean
  differences: string[]
}

export function unpublishedItems(catalog: AdminCatalog, record: PrerenderedRecord): UnpublishedItem[] {
  const published = new Map(record.items.map((entry) => [`${entry.collectionId}/${entry.itemId}`, entry]))
  const seen = new Set<string>()
  const changed = catalog.collections.flatMap(({ items }) =>
    items.flatMap(({ collectionId, item }): UnpublishedItem[] => {
      const key = `${collectionId}/${item.id}`
      seen.add(key)
      const page = published.get(key)
      const differences: string[] = []
      if (!page) {
        if (!item.hidden) differences.push('Shown in the shop, but it has no prerendered page yet.')
      } else if (item.hidden) {
        differences.push('Hidden, but its prerendered page is still there (the shop says not found once it loads).')
      } else {
        if (page.name !== item.name) differences.push(`Name: “${page.name}” on the page, “${item.name}” live.`)
        if (page.price !== item.price) differences.push(`Price: ${formatPrice(page.price)} on the page, ${formatPrice(item.price)} live.`)
      }
      return differences.length > 0 ? [{ collectionId, itemId: item.id, name: item.name, live: true, differences }] : []
    }),
  )
  const gone = record.items
    .filter((entry) => !seen.has(`${entry.collectionId}/${entry.itemId}`))
    .map((entry) => ({
      collectionId: entry.collectionId,
      itemId: entry.itemId,
      name: entry.name,
      live: false,
      differences: ['No longer in the catalog, but its prerendered page is still there.'],
    }))
  return [...changed, ...gone]
}
