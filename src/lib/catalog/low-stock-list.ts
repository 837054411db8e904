// The variants an owner should restock: every counted variant at or below the threshold, fewest units first; an item
// the owner sells without a limit has none.
import { variantRows, type AdminCatalog } from './admin-catalog'

export interface LowVariant {
  collectionId: string
  collectionTitle: string
  itemId: number
  name: string
  hidden: boolean
  variant: string
  units: number
}

export function lowVariants(catalog: AdminCatalog, threshold: number): LowVariant[] {
  const low = catalog.collections.flatMap(({ items }) =>
    items.flatMap((entry) =>
      (entry.stock?.unlimited ? [] : variantRows(entry)).flatMap((row): LowVariant[] =>
        row.units !== null && row.units <= threshold
          ? [
              {
                collectionId: entry.collectionId,
                collectionTitle: entry.collectionTitle,
                itemId: entry.item.id,
                name: entry.item.name,
                hidden: entry.item.hidden,
                variant: row.label,
                units: row.units,
              },
            ]
          : [],
      ),
    ),
  )
  // Stable: equal counts keep the catalog's order.
  return low.sort((a, b) => a.units - b.units)
}
