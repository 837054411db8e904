// Stock is held from the moment an order is created, not from the payment: a shopper who pays must get what
// they paid for. Its truth lives apart from the catalog, one document per counted item (stock/{collectionId}_{itemId},
// `units` by variant key), so checkouts of different items never write the same document and the owner's edits of
// a collection never race a shopper. These functions only compute; the caller applies the result atomically with
// the order it belongs to (a Firestore transaction, or the mock backend's single-threaded handler).
import { isCount } from '../catalog/catalog-schema'
import { variantKey } from '../catalog/variant'
import { isRecord } from '../is-record'
import { shortProblem, unavailableProblem, type LineProblem, type PricedLine } from './pricing'
import { stockDocumentId } from './stock-id'
import { storedUnits } from './stock-document'

/**
 * Stock document id → its `units` as stored, or null when the document exists but holds no map of units. An item
 * without a document, or a variant its units do not list, is not counted.
 */
export type StockSnapshot = Record<string, Record<string, unknown> | null>

/** The snapshot of these stock documents (id, data). */
export function stockSnapshotOf(documents: Iterable<[id: string, data: unknown]>): StockSnapshot {
  const stock: StockSnapshot = {}
  for (const [id, data] of documents) stock[id] = storedUnits(data)
  return stock
}

/** A stock document's new units, whole (the caller read it in the same transaction); other values kept as stored. */
export interface StockWrite {
  id: string
  collectionId: string
  itemId: number
  units: Record<string, unknown>
}

type HeldLine = Pick<PricedLine, 'collectionId' | 'itemId' | 'name' | 'size' | 'color' | 'colorName' | 'quantity'>

interface Moves {
  onShort?: (index: number, available: number) => void
  onUnreadable?: (index: number) => void
}

function moveStock(stock: StockSnapshot, lines: HeldLine[], sign: 1 | -1, { onShort, onUnreadable }: Moves = {}): StockWrite[] {
  const writes = new Map<string, StockWrite>()
  lines.forEach((line, index) => {
    const id = stockDocumentId(line.collectionId, line.itemId)
    if (!Object.hasOwn(stock, id)) return
    const units = writes.get(id)?.units ?? stock[id]
    const key = variantKey(line)
    // Stock that cannot be read fails closed: the variant is not sold, rather than sold as if nobody counted it.
    if (units === null || units === undefined) return onUnreadable?.(index)
    if (!Object.hasOwn(units, key)) return
    const count = units[key]
    if (!isCount(count)) return onUnreadable?.(index)
    const next = count + sign * line.quantity
    if (next < 0) onShort?.(index, count)
    else writes.set(id, { id, collectionId: line.collectionId, itemId: line.itemId, units: { ...units, [key]: next } })
  })
  return [...writes.values()]
}

/** Takes the lines' units, or refuses every line that wants more than is left or whose count is unreadable. */
export function reserveStock(stock: StockSnapshot, lines: PricedLine[]): { ok: true; writes: StockWrite[] } | { ok: false; problems: LineProblem[] } {
  const problems: LineProblem[] = []
  const writes = moveStock(stock, lines, -1, {
    onShort: (index, available) => problems.push(shortProblem(lines[index]!, index, available)),
    onUnreadable: (index) => problems.push(unavailableProblem(lines[index]!, index)),
  })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, writes }
}

/** Gives the lines' units back. A variant no longer counted, or whose count is unreadable, takes nothing back. */
export const releaseStock = (stock: StockSnapshot, lines: HeldLine[]): StockWrite[] => moveStock(stock, lines, 1)

/** The snapshot with these writes applied: what a later step of the same transaction reads. */
export function withWrites(stock: StockSnapshot, writes: StockWrite[]): StockSnapshot {
  return { ...stock, ...Object.fromEntries(writes.map((write) => [write.id, write.units])) }
}

/** What the shop shows of an item's units: each count as it is, anything unreadable as 0 (it is not for sale). */
function publishedUnits(units: Record<string, unknown> | null, shown: unknown): Record<string, number> {
  const keys = Object.keys(units ?? (isRecord(shown) ? shown : {}))
  return Object.fromEntries(keys.map((key) => [key, units && isCount(units[key]) ? units[key] : 0]))
}

const sameCounts = (shown: unknown, units: Record<string, number>) =>
  isRecord(shown) && Object.keys(shown).length === Object.keys(units).length && Object.entries(units).every(([key, count]) => shown[key] === count)

/**
 * A collection document's items with each counted item's `stock` copied from its stock document, or null when
 * they already show it (nothing to write). An item without a stock document keeps what it shows.
 */
export function publishStock(collectionId: string, items: unknown[], stock: StockSnapshot): unknown[] | null {
  let changed = false
  const published = items.map((item) => {
    if (!isRecord(item) || typeof item.id !== 'number') return item
    const id = stockDocumentId(collectionId, item.id)
    if (!Object.hasOwn(stock, id)) return item
    const units = publishedUnits(stock[id] ?? null, item.stock)
    if (sameCounts(item.stock, units)) return item
    changed = true
    return { ...item, stock: units }
  })
  return changed ? published : null
}
