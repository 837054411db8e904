// Stock is held from the moment an order is created, not from the payment: a shopper who pays must get what
// they paid for. These functions only compute; the caller applies the result atomically with the order it
// belongs to (a Firestore transaction, or the mock backend's single-threaded handler).
import { findItem, type CatalogSnapshot } from './catalog-snapshot'
import { variantKey } from '../catalog/variant'
import { shortProblem, type LineProblem, type PricedLine } from './pricing'

/** The new number of units of one counted variant. */
export interface StockChange {
  collectionId: string
  itemId: number
  key: string
  units: number
}

type HeldLine = Pick<PricedLine, 'collectionId' | 'itemId' | 'size' | 'color' | 'quantity'>

const id = (line: { collectionId: string; itemId: number; key: string }) => `${line.collectionId}:${line.itemId}:${line.key}`

function moveStock(catalog: CatalogSnapshot, lines: HeldLine[], sign: 1 | -1, onShort?: (index: number, available: number) => void): StockChange[] {
  const levels = new Map<string, StockChange>()
  lines.forEach((line, index) => {
    const key = variantKey(line)
    const change = { collectionId: line.collectionId, itemId: line.itemId, key }
    const known = levels.get(id(change))
    const units = known?.units ?? findItem(catalog, line.collectionId, line.itemId)?.stock?.[key]
    // A variant the catalog does not count has no stock to hold or give back.
    if (units === undefined) return
    const next = units + sign * line.quantity
    if (next < 0) onShort?.(index, units)
    else levels.set(id(change), { ...change, units: next })
  })
  return [...levels.values()]
}

/** Takes the lines' units from the catalog, or refuses every line that wants more than is left. Never below 0. */
export function reserveStock(catalog: CatalogSnapshot, lines: PricedLine[]): { ok: true; changes: StockChange[] } | { ok: false; problems: LineProblem[] } {
  const problems: LineProblem[] = []
  const changes = moveStock(catalog, lines, -1, (index, available) => problems.push(shortProblem(lines[index]!, index, available)))
  return problems.length > 0 ? { ok: false, problems } : { ok: true, changes }
}

/** Gives the lines' units back. A variant no longer counted (or an item gone) takes nothing back. */
export const releaseStock = (catalog: CatalogSnapshot, lines: HeldLine[]): StockChange[] => moveStock(catalog, lines, 1)

/** The collections the changes touch, with their items' stock updated; the rest of each item is kept as stored. */
export function applyStock(catalog: CatalogSnapshot, changes: StockChange[]): CatalogSnapshot {
  const touched: CatalogSnapshot = {}
  for (const change of changes) {
    const items = touched[change.collectionId]?.items ?? catalog[change.collectionId]?.items
    if (!items) continue
    touched[change.collectionId] = {
      items: items.map((raw) => {
        const item = raw as { id?: unknown; stock?: Record<string, number> }
        return item.id === change.itemId ? { ...item, stock: { ...item.stock, [change.key]: change.units } } : raw
      }),
    }
  }
  return touched
}
