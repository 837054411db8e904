// Stock is held from the moment an order is created, not from the payment: a shopper who pays must get what
// they paid for. Its truth lives apart from the catalog, one document per item (stock/{collectionId}_{itemId},
// `units` by stock key, `held` by order), so checkouts of different items never write the same document and the
// owner's edits of a collection never race a shopper. These functions only compute; the caller applies the result
// atomically with the order it belongs to (a Firestore transaction, or the mock backend's single-threaded handler).
//
// Every item is counted: one without a document, or a variant its units do not list, has nothing for sale. Only
// the owner's explicit `unlimited` sells without counting. An order's units move from `units` to its own entry in
// `held` when it is created, and stay there while they are on the shelf: unpaid, or paid and not yet shipped. An
// unpaid end gives the entry back; shipping drops it. So the shelf is always units + held.
import { isCount } from '../catalog/catalog-schema'
import { stockKey } from '../catalog/variant'
import { isRecord } from '../is-record'
import { shortProblem, unavailableProblem, type LineProblem, type PricedLine } from './pricing'
import { stockDocumentId } from './stock-id'
import { storedStock, type StoredStock } from './stock-document'

/** Stock document id → the document as stored, or null when it exists but is not one. An absent id: no document. */
export type StockSnapshot = Record<string, StoredStock | null>

/** The snapshot of these stock documents (id, data). */
export function stockSnapshotOf(documents: Iterable<[id: string, data: unknown]>): StockSnapshot {
  const stock: StockSnapshot = {}
  for (const [id, data] of documents) stock[id] = storedStock(data)
  return stock
}

/** A stock document's new units and holds, whole (the caller read it in the same transaction). */
export interface StockWrite extends StoredStock {
  id: string
  collectionId: string
  itemId: number
}

type HeldLine = Pick<PricedLine, 'collectionId' | 'itemId' | 'name' | 'size' | 'color' | 'colorName' | 'quantity'>

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key))

/** The documents the lines name, each once: as already written in this step, else as read. */
function documentsOf(stock: StockSnapshot, lines: HeldLine[]): { id: string; line: HeldLine; stored: StoredStock | null | undefined }[] {
  const seen = new Map<string, HeldLine>()
  for (const line of lines) {
    const id = stockDocumentId(line.collectionId, line.itemId)
    if (!seen.has(id)) seen.set(id, line)
  }
  return [...seen].map(([id, line]) => ({ id, line, stored: Object.hasOwn(stock, id) ? stock[id] : undefined }))
}

const writeOf = (id: string, line: HeldLine, stored: StoredStock): StockWrite => ({ id, collectionId: line.collectionId, itemId: line.itemId, ...stored })

/**
 * Takes the lines' units into the order's hold, or refuses every line that wants more than is left, whose count
 * is unreadable, or that nothing is counted for. An unlimited item is sold without taking units; its document
 * still notes the order's (empty) hold, so the order's end gives nothing back even if the owner counts it by then.
 */
export function reserveStock(
  stock: StockSnapshot,
  lines: PricedLine[],
  orderId: string,
): { ok: true; writes: StockWrite[] } | { ok: false; problems: LineProblem[] } {
  const problems: LineProblem[] = []
  const writes = new Map<string, StockWrite>()
  lines.forEach((line, index) => {
    const id = stockDocumentId(line.collectionId, line.itemId)
    const current = writes.get(id) ?? (Object.hasOwn(stock, id) ? stock[id] : undefined)
    // Stock that cannot be read fails closed: the variant is not sold, rather than sold as if nobody counted it.
    if (current === null) return void problems.push(unavailableProblem(line, index))
    if (current === undefined) return void problems.push(shortProblem(line, index, 0))
    const hold = current.held[orderId] ?? {}
    if (current.unlimited) return void writes.set(id, writeOf(id, line, { ...current, held: { ...current.held, [orderId]: hold } }))
    const key = stockKey(line)
    if (!Object.hasOwn(current.units, key)) return void problems.push(shortProblem(line, index, 0))
    const count = current.units[key]
    if (!isCount(count)) return void problems.push(unavailableProblem(line, index))
    if (count < line.quantity) return void problems.push(shortProblem(line, index, count))
    const units = { ...current.units, [key]: count - line.quantity }
    writes.set(id, writeOf(id, line, { ...current, units, held: { ...current.held, [orderId]: { ...hold, [key]: (hold[key] ?? 0) + line.quantity } } }))
  })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, writes: [...writes.values()] }
}

/** Adds `back` to the counted variants of `units`; a variant no longer counted, or unreadable, takes nothing back. */
function givenBack(units: Record<string, unknown>, back: [key: string, count: number][]): Record<string, unknown> {
  const next = { ...units }
  for (const [key, count] of back) {
    const now = next[key]
    if (Object.hasOwn(next, key) && isCount(now)) next[key] = now + count
  }
  return next
}

/**
 * Gives the lines' units back (a paid order's goods that never left, or came back): they are for sale again. Units
 * the order still holds (paid, not shipped) come out of its hold: they were on the shelf all along. A variant no
 * longer counted, or whose count is unreadable, takes nothing back.
 */
export function releaseStock(stock: StockSnapshot, lines: HeldLine[], orderId?: string): StockWrite[] {
  const writes = new Map<string, StockWrite>()
  for (const line of lines) {
    const id = stockDocumentId(line.collectionId, line.itemId)
    const current = writes.get(id) ?? (Object.hasOwn(stock, id) ? stock[id] : undefined)
    const key = stockKey(line)
    if (!current || !isCount(current.units[key])) continue
    const hold = orderId === undefined ? undefined : current.held[orderId]
    const held = hold === undefined ? current.held : { ...current.held, [orderId!]: { ...hold, [key]: Math.max(0, (hold[key] ?? 0) - line.quantity) } }
    writes.set(id, writeOf(id, line, { ...current, units: givenBack(current.units, [[key, line.quantity]]), held }))
  }
  return [...writes.values()]
}

/**
 * The end of an order's holds: shipped, or its units' fate decided (`giveBack` false), the hold goes; ended unpaid,
 * the hold goes back into the units, exactly what it took. An order placed before holds were noted (none in a
 * counted document) gives back its lines, as it took them.
 */
export function endHolds(stock: StockSnapshot, orderId: string, lines: HeldLine[], giveBack: boolean): StockWrite[] {
  return documentsOf(stock, lines).flatMap(({ id, line, stored }) => {
    if (!stored) return []
    const hold = stored.held[orderId]
    if (hold === undefined) {
      if (!giveBack || stored.unlimited) return []
      return releaseStock(
        { [id]: stored },
        lines.filter((each) => stockDocumentId(each.collectionId, each.itemId) === id),
      )
    }
    const units = giveBack ? givenBack(stored.units, Object.entries(hold)) : stored.units
    return [writeOf(id, line, { ...stored, units, held: without(stored.held, orderId) })]
  })
}

/** The snapshot with these writes applied: what a later step of the same transaction reads. */
export function withWrites(stock: StockSnapshot, writes: StockWrite[]): StockSnapshot {
  return { ...stock, ...Object.fromEntries(writes.map(({ units, held, unlimited, id }) => [id, { units, held, unlimited }])) }
}

/** What the shop shows of an item's units: each count as it is, anything unreadable as 0 (it is not for sale). */
function publishedUnits(stock: StoredStock | null, shown: unknown): Record<string, number> {
  const keys = Object.keys(stock?.units ?? (isRecord(shown) ? shown : {}))
  return Object.fromEntries(keys.map((key) => [key, stock && isCount(stock.units[key]) ? stock.units[key] : 0]))
}

const sameCounts = (shown: unknown, units: Record<string, number>) =>
  isRecord(shown) && Object.keys(shown).length === Object.keys(units).length && Object.entries(units).every(([key, count]) => shown[key] === count)

/**
 * A collection document's items with each counted item's `stock` copied from its stock document, and `unlimited`
 * when the owner chose it, or null when they already show it (nothing to write). An item without a stock document
 * keeps what it shows.
 */
export function publishStock(collectionId: string, items: unknown[], stock: StockSnapshot): unknown[] | null {
  let changed = false
  const published = items.map((item) => {
    if (!isRecord(item) || typeof item.id !== 'number') return item
    const id = stockDocumentId(collectionId, item.id)
    if (!Object.hasOwn(stock, id)) return item
    const stored = stock[id] ?? null
    const units = publishedUnits(stored, item.stock)
    const unlimited = stored?.unlimited === true
    if (sameCounts(item.stock, units) && (item.unlimited === true) === unlimited) return item
    changed = true
    const { unlimited: _shown, ...rest } = item
    return unlimited ? { ...rest, stock: units, unlimited: true } : { ...rest, stock: units }
  })
  return changed ? published : null
}
