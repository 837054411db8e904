// The owners' low-stock list: every counted variant at or below the threshold they set, fewest units first, from
// the stock documents (the truth a checkout decides from), hidden items too (owners still sell them again).
import { isRecord } from '../is-record'
import { stockDocumentId } from '../orders/stock-id'
import { variantKeysOf } from './item-units'

export interface LowVariant {
  collectionId: string
  itemId: number
  name: string
  /** 'M/navy', 'M' or 'navy'. */
  variant: string
  units: number
}

export function lowStock(
  collections: { id: string; items: unknown[] }[],
  stock: Record<string, Record<string, unknown> | null>,
  threshold: number,
): LowVariant[] {
  const low: LowVariant[] = []
  for (const { id: collectionId, items } of collections) {
    for (const item of items) {
      if (!isRecord(item) || typeof item.id !== 'number') continue
      const units = stock[stockDocumentId(collectionId, item.id)]
      if (!units) continue
      for (const variant of variantKeysOf(item)) {
        const count = units[variant]
        // A count that cannot be read is not for sale: as low as stock gets.
        const shown = typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : Object.hasOwn(units, variant) ? 0 : null
        if (shown !== null && shown <= threshold) low.push({ collectionId, itemId: item.id, name: String(item.name), variant, units: shown })
      }
    }
  }
  return low.sort((a, b) => a.units - b.units || a.name.localeCompare(b.name) || a.variant.localeCompare(b.variant))
}
