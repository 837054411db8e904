// The shop's settings as the back office reads them (settings/shop): for now the low-stock threshold, 3 units
// until the owner sets another.
import { isRecord } from '../../lib/is-record'

export const DEFAULT_LOW_STOCK_THRESHOLD = 3
export const MAX_LOW_STOCK_THRESHOLD = 1000

export interface ShopSettings {
  lowStockThreshold: number
}

const isThreshold = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_LOW_STOCK_THRESHOLD

export function toShopSettings(data: unknown): ShopSettings {
  const threshold = isRecord(data) ? data.lowStockThreshold : undefined
  return { lowStockThreshold: isThreshold(threshold) ? threshold : DEFAULT_LOW_STOCK_THRESHOLD }
}
