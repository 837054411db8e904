// How many variants are at or below the owners' low-stock threshold: a number and nothing else, for the dashboard of
// owners and staff alike (dashboard.ts). Staff's token reads no stock, no settings and no hidden item
// (firestore.rules); the count is worked out here from them, by the same code as the owners' Low stock page, so both
// say the same number.
import { toAdminCatalog } from '../catalog/admin-catalog'
import { withHiddenItems } from '../catalog/hidden-items'
import { lowVariants } from '../catalog/low-stock-list'
import { readSettings } from '../catalog/shop-settings'
import type { DocumentStore } from './ports'

export async function lowStockCount(store: DocumentStore): Promise<number> {
  const [collections, hidden, stock, settings] = await Promise.all([
    store.query('collections'),
    store.query('hiddenItems'),
    store.query('stock'),
    store.get('settings/shop'),
  ])
  const catalog = toAdminCatalog(withHiddenItems(collections, hidden), stock)
  return lowVariants(catalog, readSettings(settings.data ?? null).lowStockThreshold).length
}
