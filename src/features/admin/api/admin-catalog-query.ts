// The back office's catalog reads: every collection with its items and their stock, one item's recorded edits, and
// the shop's settings. Always read afresh: checkouts take units and other owners edit meanwhile.
import { queryOptions } from '@tanstack/react-query'
import { toAdminCatalog, type AdminCatalog } from '../../../lib/catalog/admin-catalog'
import { toCatalogEdit, type CatalogEdit } from '../edit-record-view'
import { withHiddenItems } from '../../../lib/catalog/hidden-items'
import { readSettings, type ShopSettings } from '../../../lib/catalog/shop-settings'

export const adminCatalogQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'catalog', 'all'],
    queryFn: async (): Promise<AdminCatalog> => {
      const [{ fetchCollectionDocuments }, { fetchHiddenItemDocuments, fetchStockDocuments }] = await Promise.all([
        import('../../../lib/firebase/firestore'),
        import('../../../lib/firebase/admin-catalog'),
      ])
      const [collections, hidden, stock] = await Promise.all([fetchCollectionDocuments(), fetchHiddenItemDocuments(), fetchStockDocuments()])
      return toAdminCatalog(withHiddenItems(collections, hidden), stock)
    },
    staleTime: 0,
  })

export const itemEditsQueryOptions = (collectionId: string, itemId: number) =>
  queryOptions({
    queryKey: ['admin', 'catalog', 'edits', collectionId, itemId],
    queryFn: async (): Promise<{ edits: CatalogEdit[]; unreadable: number }> => {
      const { fetchItemEdits } = await import('../../../lib/firebase/admin-catalog')
      const documents = await fetchItemEdits(collectionId, itemId)
      const edits = documents.flatMap(({ id, data }) => toCatalogEdit(id, data) ?? [])
      return { edits, unreadable: documents.length - edits.length }
    },
    staleTime: 0,
  })

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: async (): Promise<ShopSettings> => {
      const { fetchShopSettings } = await import('../../../lib/firebase/admin-catalog')
      return readSettings(await fetchShopSettings())
    },
    staleTime: 0,
  })
